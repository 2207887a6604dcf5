// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm

// subview and the reshapes are left for expand-strided-metadata.
func.func @s(%m: memref<8x8xf32>, %i: index, %d: memref<4xf32>) {
  %v = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %r = memref.expand_shape %d [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %c = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  "test.use"(%v, %r, %c) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<2x2xf32>, memref<64xf32>) -> ()
  return
}
