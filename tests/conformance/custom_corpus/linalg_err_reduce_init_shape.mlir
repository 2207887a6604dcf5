func.func @f(%a: tensor<4x8xf32>, %r: tensor<8xf32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<8xf32>) dimensions = [1]
  return
}
