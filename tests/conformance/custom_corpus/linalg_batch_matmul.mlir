func.func @f(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %d: tensor<4x16xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0, %1 : tensor<2x4x16xf32>, tensor<4x16xf32>
}
