func.func @arrays() {
  %0 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1 x vector<2xf32>>
  %1 = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
  return
}
