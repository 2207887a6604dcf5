func.func @f(%a: tensor<2x3xf32>, %t: tensor<3x2xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [0, 0]
  return
}
