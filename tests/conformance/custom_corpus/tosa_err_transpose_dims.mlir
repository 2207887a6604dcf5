func.func @f(%t: tensor<5x7xi8>) -> tensor<5x7xi8> {
  %0 = tosa.transpose %t {perms = array<i32: 1, 0>} : (tensor<5x7xi8>) -> tensor<5x7xi8>
  return %0 : tensor<5x7xi8>
}
