func.func @tb(%a: tensor<2x3x4xf32>, %t: tensor<4x2x3xf32>, %v: tensor<3xf32>, %b: tensor<2x3x5xf32>, %m: memref<8xi8>, %mb: memref<8x2xi8>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%t : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  %1 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<2x3x5xf32>) dimensions = [0, 2]
  linalg.broadcast ins(%m : memref<8xi8>) outs(%mb : memref<8x2xi8>) dimensions = [1] {note = "x"}
  return %0 : tensor<4x2x3xf32>
}
