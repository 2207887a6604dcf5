// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: index) -> index {
  %m = memref.alloca(%n) : memref<?xindex>
  memref.store %v, %m[%i] : memref<?xindex>
  %x = memref.load %m[%i] : memref<?xindex>
  return %x : index
}
