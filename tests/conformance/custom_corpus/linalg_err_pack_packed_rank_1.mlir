func.func @f(%s: tensor<128x256xf32>, %d: tensor<16x8x8x32x1xf32>) -> tensor<16x8x8x32x1xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32x1xf32>
  return %0 : tensor<16x8x8x32x1xf32>
}
