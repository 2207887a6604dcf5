func.func @f(%s: tensor<128x250xf32>, %d: tensor<8x16x32x8xf32>) -> tensor<8x16x32x8xf32> {
  %0 = linalg.pack %s outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 8] into %d : tensor<128x250xf32> -> tensor<8x16x32x8xf32>
  return %0 : tensor<8x16x32x8xf32>
}
