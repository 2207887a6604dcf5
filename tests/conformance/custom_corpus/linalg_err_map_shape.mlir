func.func @f(%a: tensor<8xf32>, %c: tensor<4xf32>) {
  %0 = linalg.map { arith.negf } ins(%a : tensor<8xf32>) outs(%c : tensor<4xf32>)
  return
}
