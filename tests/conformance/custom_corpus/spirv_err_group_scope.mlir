func.func @f(%x: f32) -> f32 {
  %0 = spirv.GroupNonUniformFAdd <Device> <Reduce> %x : f32 -> f32
  return %0 : f32
}
