func.func @f(%i: i8, %t: tensor<8xi32>) {
  %0 = linalg.fill ins(%i : i8) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  return
}
