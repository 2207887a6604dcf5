func.func @c(%m: memref<8x16xf32, strided<[16, 1], offset: 4>>, %n: memref<32xf32, strided<[2]>>, %d: memref<?x16xf32>, %s: index) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32, strided<[16, 1], offset: 4>> into memref<2x4x16xf32, strided<[64, 16, 1], offset: 4>>
  %1 = memref.expand_shape %n [[0, 1]] output_shape [4, 8] : memref<32xf32, strided<[2]>> into memref<4x8xf32, strided<[16, 2]>>
  %2 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x4x16xf32, strided<[64, 16, 1], offset: 4>> into memref<8x16xf32, strided<[16, 1], offset: 4>>
  %3 = memref.expand_shape %d [[0, 1], [2]] output_shape [%s, 2, 16] : memref<?x16xf32> into memref<?x2x16xf32>
  return
}
