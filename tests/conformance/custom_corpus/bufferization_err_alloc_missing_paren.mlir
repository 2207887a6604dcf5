func.func @f(%n: index) {
  %0 = bufferization.alloc_tensor %n : tensor<?xf32>
  return
}
