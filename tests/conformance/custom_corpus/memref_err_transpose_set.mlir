func.func @f(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (a, b) : (a >= 0) : memref<2x3xf32> to memref<3x2xf32>
  return
}
