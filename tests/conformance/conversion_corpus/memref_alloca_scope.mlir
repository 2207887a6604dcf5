// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Stack allocations in a scope, with and without results.
func.func @s(%x: f32) -> f32 {
  memref.alloca_scope {
    %m = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %m = memref.alloca() : memref<f32>
    memref.store %x, %m[] : memref<f32>
    %v = memref.load %m[] : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  %t = arith.addf %r, %x : f32
  return %t : f32
}
