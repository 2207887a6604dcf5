// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// memref.transpose permutes the descriptor's sizes and strides.
func.func @t(%m: memref<?x?x4xf32>, %s: memref<2x3xi8, 1>) -> (memref<4x?x?xf32, strided<[1, ?, 4]>>, memref<3x2xi8, strided<[1, 3]>, 1>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x4xf32> to memref<4x?x?xf32, strided<[1, ?, 4]>>
  %1 = memref.transpose %s (i, j) -> (j, i) : memref<2x3xi8, 1> to memref<3x2xi8, strided<[1, 3]>, 1>
  %2 = memref.transpose %s (i, j) -> (i, j) : memref<2x3xi8, 1> to memref<2x3xi8, 1>
  %z = arith.constant 0 : index
  %v = memref.load %0[%z, %z, %z] : memref<4x?x?xf32, strided<[1, ?, 4]>>
  %w = memref.load %2[%z, %z] : memref<2x3xi8, 1>
  return %0, %1 : memref<4x?x?xf32, strided<[1, ?, 4]>>, memref<3x2xi8, strided<[1, 3]>, 1>
}
