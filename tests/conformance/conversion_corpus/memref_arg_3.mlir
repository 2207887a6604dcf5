// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<4x?xf64>, %i0: index, %i1: index) -> f64 {
  %x = memref.load %m[%i0, %i1] : memref<4x?xf64>
  memref.store %x, %m[%i0, %i1] : memref<4x?xf64>
  return %x : f64
}
