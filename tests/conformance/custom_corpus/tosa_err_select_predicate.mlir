func.func @f(%p: tensor<4xi8>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.select %p, %a, %a : (tensor<4xi8>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
