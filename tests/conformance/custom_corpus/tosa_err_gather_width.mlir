func.func @f(%v: tensor<2x8x4xf32>, %i: tensor<2x3xi32>) -> tensor<2x5x4xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x8x4xf32>, tensor<2x3xi32>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}
