// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<?xi32, strided<[?], offset: ?>>, %i0: index) -> i32 {
  %x = memref.load %m[%i0] : memref<?xi32, strided<[?], offset: ?>>
  memref.store %x, %m[%i0] : memref<?xi32, strided<[?], offset: ?>>
  return %x : i32
}
