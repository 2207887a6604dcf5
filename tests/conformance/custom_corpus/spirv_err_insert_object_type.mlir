func.func @f(%v: vector<3xi32>, %x: f32) {
  %0 = spirv.CompositeInsert %x, %v[1 : i32] : f32 into vector<3xi32>
  return
}
