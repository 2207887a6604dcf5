func.func @f(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>, %x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %0 = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.empty() : tensor<4x8xf32>
  return %0, %1 : tensor<4xf32>, tensor<4x8xf32>
}
