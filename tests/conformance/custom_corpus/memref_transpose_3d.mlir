func.func @f(%m: memref<2x3x4xf32>) {
  %0 = memref.transpose %m (a, b, c) -> (c, a, b) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return
}
