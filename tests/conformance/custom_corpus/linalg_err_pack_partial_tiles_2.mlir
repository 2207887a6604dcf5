func.func @f(%s: tensor<128x250xf32>, %d: tensor<16x8x8x?xf32>, %t: index) -> tensor<16x8x8x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, %t] into %d : tensor<128x250xf32> -> tensor<16x8x8x?xf32>
  return %0 : tensor<16x8x8x?xf32>
}
