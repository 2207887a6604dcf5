func.func @f(%m: tensor<4x8xi8>, %o: tensor<4xi32>) {
  %0 = linalg.matvec ins(%m : tensor<4x8xi8>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return
}
