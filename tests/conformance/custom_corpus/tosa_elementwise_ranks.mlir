func.func @broadcast_and_unranked(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %u: tensor<*xf32>) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.add %a, %u : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<2x3xf32>
}
