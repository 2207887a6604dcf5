// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

// One function moving data between four address spaces.
func.func @mixed(%g: memref<8xf32>, %l: memref<8xf32, 3>, %p: memref<?xf32, 5>, %c: memref<8xf32, 1 : i32>, %i: index) -> f32 {
  %s = memref.alloca() : memref<8xf32, 5>
  %0 = memref.load %g[%i] : memref<8xf32>
  %1 = memref.load %l[%i] : memref<8xf32, 3>
  %2 = memref.load %c[%i] : memref<8xf32, 1 : i32>
  %3 = arith.addf %0, %1 : f32
  %4 = arith.addf %3, %2 : f32
  memref.store %4, %p[%i] : memref<?xf32, 5>
  memref.store %4, %s[%i] : memref<8xf32, 5>
  memref.store %4, %l[%i] : memref<8xf32, 3>
  return %4 : f32
}
