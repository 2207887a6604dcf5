// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: i32) -> i32 {
  %m = memref.alloc(%n) : memref<?xi32>
  memref.store %v, %m[%i] : memref<?xi32>
  %x = memref.load %m[%i] : memref<?xi32>
  memref.dealloc %m : memref<?xi32>
  return %x : i32
}
