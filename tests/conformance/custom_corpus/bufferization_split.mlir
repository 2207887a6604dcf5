func.func @ok(%n: index) -> tensor<?x8xf16> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?x8xf16>
  return %0 : tensor<?x8xf16>
}

// -----

func.func @copy_type(%t: tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %1 = bufferization.alloc_tensor() copy(%0) size_hint=%c : tensor<4xf32>
  return
}

// -----

func.func @elem(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf64>
  return
}
