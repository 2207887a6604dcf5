func.func @f(%v: tensor<1x2x4xf32>, %i: tensor<1x3xi32>, %s: tensor<1x3x4xf32>) -> tensor<1x2x4xf32> {
  %0 = tosa.scatter %v, %i, %s : (tensor<1x2x4xf32>, tensor<1x3xi32>, tensor<1x3x4xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}
