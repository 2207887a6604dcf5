func.func @f(%a: tensor<4xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
