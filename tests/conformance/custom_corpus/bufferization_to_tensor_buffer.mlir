func.func @convert(%m: memref<4x?xf32>, %t: tensor<8xi32>) -> (tensor<4x?xf32>, memref<8xi32>) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %2 = bufferization.to_buffer %t : tensor<8xi32> to memref<8xi32>
  %3 = bufferization.to_buffer %t read_only : tensor<8xi32> to memref<8xi32, strided<[?], offset: ?>>
  return %0, %2 : tensor<4x?xf32>, memref<8xi32>
}
