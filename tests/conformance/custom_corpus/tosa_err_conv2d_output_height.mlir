func.func @f(%x: tensor<1x10x10x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %zp: tensor<1xf32>) -> tensor<1x5x4x3xf32> {
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x10x10x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x4x3xf32>
  return %c : tensor<1x5x4x3xf32>
}
