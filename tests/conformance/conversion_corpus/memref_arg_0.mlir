// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @g(%m: memref<4xf32>, %i0: index) -> f32 {
  %x = memref.load %m[%i0] : memref<4xf32>
  memref.store %x, %m[%i0] : memref<4xf32>
  return %x : f32
}
