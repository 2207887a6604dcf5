func.func @f(%x: f32) {
  %r = gpu.all_reduce plus %x {} : (f32) -> f32
  return
}
