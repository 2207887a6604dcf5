// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: i64) -> i64 {
  %m = memref.alloca(%n, %n) : memref<?x?xi64>
  memref.store %v, %m[%i, %i] : memref<?x?xi64>
  %x = memref.load %m[%i, %i] : memref<?x?xi64>
  return %x : i64
}
