func.func @f(%s: tensor<120x256xf32>, %d: tensor<16x8x8x32xf32>, %p: f32) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<120x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}
