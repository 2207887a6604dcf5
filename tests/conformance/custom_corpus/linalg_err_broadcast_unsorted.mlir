func.func @f(%a: tensor<3xf32>, %b: tensor<2x3x4xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<3xf32>) outs(%b : tensor<2x3x4xf32>) dimensions = [2, 0]
  return
}
