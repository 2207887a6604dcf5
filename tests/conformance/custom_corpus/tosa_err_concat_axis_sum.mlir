func.func @f(%a: tensor<2x5xf32>, %b: tensor<2x4xf32>) -> tensor<2x8xf32> {
  %0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x5xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
