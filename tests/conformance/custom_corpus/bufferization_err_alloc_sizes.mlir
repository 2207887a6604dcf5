func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor(%n) : tensor<4x4xf32>
  return
}
