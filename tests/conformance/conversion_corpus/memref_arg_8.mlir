// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<8xindex>, %i0: index) -> index {
  %x = memref.load %m[%i0] : memref<8xindex>
  memref.store %x, %m[%i0] : memref<8xindex>
  return %x : index
}
