// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Loads and stores through memrefs in address spaces 1 and 3, static and dynamic.
func.func @static(%m: memref<4x8xf32, 1>, %i: index, %j: index) -> f32 {
  %0 = memref.load %m[%i, %j] : memref<4x8xf32, 1>
  %1 = arith.addf %0, %0 : f32
  memref.store %1, %m[%j, %i] : memref<4x8xf32, 1>
  return %1 : f32
}

func.func @dynamic(%m: memref<?x?xi32, 3>, %i: index, %j: index) {
  %0 = memref.load %m[%i, %j] : memref<?x?xi32, 3>
  memref.store %0, %m[%j, %i] : memref<?x?xi32, 3>
  return
}

func.func @rank0(%m: memref<f64, 5>) -> f64 {
  %0 = memref.load %m[] : memref<f64, 5>
  memref.store %0, %m[] : memref<f64, 5>
  return %0 : f64
}
