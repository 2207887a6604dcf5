// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Copies between identity-layout memrefs become memcpy.
func.func @c(%a: memref<4xf32>, %b: memref<4xf32>, %x: memref<?x3xi16>, %y: memref<?x3xi16>, %s: memref<f64>, %t: memref<f64>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %x, %y : memref<?x3xi16> to memref<?x3xi16>
  memref.copy %s, %t : memref<f64> to memref<f64>
  return
}
