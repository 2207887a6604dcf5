// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<?xi32>, %i0: index) -> i32 {
  %x = memref.load %m[%i0] : memref<?xi32>
  memref.store %x, %m[%i0] : memref<?xi32>
  return %x : i32
}
