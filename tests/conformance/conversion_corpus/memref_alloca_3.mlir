// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: f64) -> f64 {
  %m = memref.alloca(%n) : memref<4x?xf64>
  memref.store %v, %m[%i, %i] : memref<4x?xf64>
  %x = memref.load %m[%i, %i] : memref<4x?xf64>
  return %x : f64
}
