func.func @f(%a: tensor<2x3xf32>, %t: tensor<2x3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%t : tensor<2x3xf32>) permutation = [1, 0]
  return
}
