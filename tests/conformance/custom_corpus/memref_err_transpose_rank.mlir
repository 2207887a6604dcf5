func.func @t(%m: memref<2x3xf32>) {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}
