// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: i8) -> i8 {
  %m = memref.alloca() : memref<2x3x4xi8>
  memref.store %v, %m[%i, %i, %i] : memref<2x3x4xi8>
  %x = memref.load %m[%i, %i, %i] : memref<2x3x4xi8>
  return %x : i8
}
