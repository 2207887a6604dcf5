// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<2x3x4xi8>, %i0: index, %i1: index, %i2: index) -> i8 {
  %x = memref.load %m[%i0, %i1, %i2] : memref<2x3x4xi8>
  memref.store %x, %m[%i0, %i1, %i2] : memref<2x3x4xi8>
  return %x : i8
}
