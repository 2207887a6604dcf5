gpu.module @m {
  gpu.func @k() kernel {
    %s = gpu.dynamic_shared_memory : memref<16xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}
