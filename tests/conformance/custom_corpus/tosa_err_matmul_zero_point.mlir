func.func @f(%a: tensor<1x3x4xf32>, %b: tensor<1x4x5xf32>, %za: tensor<1xf32>, %zb: tensor<1xf16>) {
  %m = tosa.matmul %a, %b, %za, %zb : (tensor<1x3x4xf32>, tensor<1x4x5xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x3x5xf32>
  return
}
