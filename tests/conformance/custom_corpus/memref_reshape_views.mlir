func.func @views(%m: memref<2x3x4xf32>, %d: memref<?x8xf32>, %n: index) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 4] : memref<?x8xf32> into memref<?x2x4xf32>
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %r = memref.reinterpret_cast %d to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[4, 1]>>
  %s = memref.subview %m[0, 1, 0] [2, 2, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<2x2x4xf32, strided<[12, 4, 1], offset: 4>>
  %dim = memref.dim %d, %n : memref<?x8xf32>
  return
}
