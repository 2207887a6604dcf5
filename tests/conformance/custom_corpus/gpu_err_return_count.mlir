gpu.module @m {
  gpu.func @f(%x: f32) -> f32 {
    gpu.return
  }
}
