func.func @res(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  %0 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}
