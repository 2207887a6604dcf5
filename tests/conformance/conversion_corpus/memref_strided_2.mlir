// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<4x?xf64, strided<[?, 1], offset: ?>>, %i0: index, %i1: index) -> f64 {
  %x = memref.load %m[%i0, %i1] : memref<4x?xf64, strided<[?, 1], offset: ?>>
  memref.store %x, %m[%i0, %i1] : memref<4x?xf64, strided<[?, 1], offset: ?>>
  return %x : f64
}
