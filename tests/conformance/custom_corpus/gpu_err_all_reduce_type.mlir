func.func @f(%x: f32) {
  %r = gpu.all_reduce and %x {} : (f32) -> f32
  return
}
