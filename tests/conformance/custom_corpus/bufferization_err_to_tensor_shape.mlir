func.func @f(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return
}
