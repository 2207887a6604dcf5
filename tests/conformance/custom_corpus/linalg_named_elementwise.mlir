func.func @ew(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %ia: memref<4xi32>, %ib: memref<4xi32>, %ic: memref<4xi32>) -> tensor<4xf32> {
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.abs ins(%0 : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  linalg.sub ins(%ia, %ib : memref<4xi32>, memref<4xi32>) outs(%ic : memref<4xi32>)
  linalg.div_unsigned ins(%ia, %ib : memref<4xi32>, memref<4xi32>) outs(%ic : memref<4xi32>)
  linalg.mul ins(%ia, %ib : memref<4xi32>, memref<4xi32>) outs(%ic : memref<4xi32>)
  return %3 : tensor<4xf32>
}
