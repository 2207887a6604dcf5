func.func @f(%t: tensor<8xf32>) {
  %0 = tensor.extract_slice %t[-1] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}
