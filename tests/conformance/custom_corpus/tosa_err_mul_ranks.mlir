func.func @f(%a: tensor<4x6xf32>, %b: tensor<6xf32>, %s: tensor<1xi8>) {
  %m = tosa.mul %a, %b, %s : (tensor<4x6xf32>, tensor<6xf32>, tensor<1xi8>) -> tensor<4x6xf32>
  return
}
