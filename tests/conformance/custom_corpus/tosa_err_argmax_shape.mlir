func.func @f(%a: tensor<6x5xf32>) -> tensor<5xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<6x5xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
