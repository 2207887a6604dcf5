func.func @slices(%t: tensor<8x16xf32>) -> tensor<2x4xf32> {
  %a = tensor.extract_slice %t[0, 4, 1] [2, 4] [1, 2] : tensor<8x16xf32> to tensor<2x4xf32>
  return %a : tensor<2x4xf32>
}
