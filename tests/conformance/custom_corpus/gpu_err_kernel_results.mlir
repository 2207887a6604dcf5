gpu.module @m {
  gpu.func @f(%x: f32) -> f32 kernel {
    gpu.return %x : f32
  }
}
