func.func @f(%a: tensor<6x5xf32>) -> tensor<6x2xf32> {
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<6x5xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}
