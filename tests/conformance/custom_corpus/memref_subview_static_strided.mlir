func.func @f(%m: memref<16x16xf32>) {
  %0 = memref.subview %m[2, 4] [4, 4] [2, 3] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 3], offset: 36>>
  return
}
