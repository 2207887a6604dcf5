func.func @f(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x32xf32>, %pad: f32, %d2: tensor<8x16x8x32xf32>) -> (tensor<16x8x8x32xf32>, tensor<128x256xf32>, tensor<8x16x8x32xf32>) {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %src : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %2 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d2 : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  return %0, %1, %2 : tensor<16x8x8x32xf32>, tensor<128x256xf32>, tensor<8x16x8x32xf32>
}
