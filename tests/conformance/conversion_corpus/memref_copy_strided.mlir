// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

// A copy from a non-contiguous view: a call of the runtime's memrefCopy
// with unranked descriptors on the stack.
func.func @c(%m: memref<8x8xf32>, %i: index) {
  %v = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %a = memref.alloca() : memref<4x4xf32>
  memref.copy %v, %a : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  return
}
