func.func @f(%x: f32) {
  %r, %ok = gpu.rotate %x, 16, 16 : f32
  return
}
