gpu.module @m {
  gpu.func @f() workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}
