func.func @f(%f: f32, %t: tensor<4xf32>) {
  %0 = linalg.fill ins(%f, %f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return
}
