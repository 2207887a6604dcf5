func.func @f(%a: tensor<f32>, %b: tensor<3xf32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    tosa.yield %x : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>):
    tosa.yield %b : tensor<3xf32>
  }
  return %0 : tensor<f32>
}
