func.func @f() {
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}
