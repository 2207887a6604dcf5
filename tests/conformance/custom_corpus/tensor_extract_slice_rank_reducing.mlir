func.func @f(%t: tensor<8x16x4xf32>, %o: index) {
  %0 = tensor.extract_slice %t[0, %o, 0] [1, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %t[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<f32>
  return
}
