func.func @f(%a: tensor<1x16x16x4xf32>) -> tensor<1x7x8x4xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x4xf32>) -> tensor<1x7x8x4xf32>
  return %0 : tensor<1x7x8x4xf32>
}
