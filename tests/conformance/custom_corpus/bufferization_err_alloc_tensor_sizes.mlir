func.func @alloc(%n: index) -> tensor<4x4xf32> {
  %a = bufferization.alloc_tensor(%n) : tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}
