func.func @f(%s: tensor<16x8x8x32xf32>, %d: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
