gpu.module @m {
  gpu.func @f(%x: f32) -> i32 {
    gpu.return %x : f32
  }
}
