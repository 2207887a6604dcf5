func.func @f(%v: vector<3xi32>) -> i32 {
  %0 = spirv.CompositeExtract %v[3 : i32] : vector<3xi32>
  return %0 : i32
}
