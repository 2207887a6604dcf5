func.func @f(%a: tensor<f32>, %c: tensor<2xi1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<2xi1> -> tensor<f32> {
    tosa.yield %a : tensor<f32>
  } else {
    tosa.yield %a : tensor<f32>
  }
  return %0 : tensor<f32>
}
