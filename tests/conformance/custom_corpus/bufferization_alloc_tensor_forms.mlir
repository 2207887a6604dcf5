func.func @alloc(%n: index, %t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %a = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %c = bufferization.alloc_tensor(%n) size_hint = %n : tensor<?x4xf32>
  %d = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xi32>
  return %b : tensor<?x4xf32>
}
