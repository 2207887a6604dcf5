// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<?x3x?xf16>, %i0: index, %i1: index, %i2: index) -> f16 {
  %x = memref.load %m[%i0, %i1, %i2] : memref<?x3x?xf16>
  memref.store %x, %m[%i0, %i1, %i2] : memref<?x3x?xf16>
  return %x : f16
}
