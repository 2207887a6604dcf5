// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<?xindex>, %i0: index) -> index {
  %x = memref.load %m[%i0] : memref<?xindex>
  memref.store %x, %m[%i0] : memref<?xindex>
  return %x : index
}
