// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @f(%n: index, %i: index, %v: f32) -> f32 {
  %m = memref.alloca() : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}
