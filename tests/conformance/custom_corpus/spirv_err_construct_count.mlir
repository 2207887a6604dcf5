func.func @f(%x: f32) {
  %0 = spirv.CompositeConstruct %x, %x, %x : (f32, f32, f32) -> vector<4xf32>
  return
}
