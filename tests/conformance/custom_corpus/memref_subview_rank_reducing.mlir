func.func @b(%m: memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>, %o: index) {
  %0 = memref.subview %m[0, %o, 0] [1, 4, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.subview %m[0, 0, 0] [8, 1, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<8x4xf32, strided<[64, 1], offset: ?>>
  %2 = memref.subview %m[1, 2, 3] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<f32, strided<[], offset: ?>>
  return
}
