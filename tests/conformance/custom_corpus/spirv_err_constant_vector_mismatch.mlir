func.func @f() {
  %0 = spirv.Constant dense<[1, 2]> : vector<2xi32> : vector<2xf32>
  return
}
