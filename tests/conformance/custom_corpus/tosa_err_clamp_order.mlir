func.func @f(%a: tensor<6xf32>) -> tensor<6xf32> {
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
