// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: f16) -> f16 {
  %m = memref.alloc(%n, %n) : memref<?x3x?xf16>
  memref.store %v, %m[%i, %i, %i] : memref<?x3x?xf16>
  %x = memref.load %m[%i, %i, %i] : memref<?x3x?xf16>
  memref.dealloc %m : memref<?x3x?xf16>
  return %x : f16
}
