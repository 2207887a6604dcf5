func.func @alloc(%n: index, %m: index, %t: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %0 = bufferization.alloc_tensor(%n, %m) : tensor<?x?xf32>
  %1 = bufferization.alloc_tensor() : tensor<4x4xi32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
  %3 = bufferization.alloc_tensor(%n) size_hint=%m : tensor<?xf64>
  %4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<8xf32>
  %5 = bufferization.alloc_tensor() copy(%t) {escape} : tensor<?x4xf32>
  return %0 : tensor<?x?xf32>
}
