// RUN: --convert-func-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// The _mlir_ciface_ wrappers of functions taking and returning memrefs in address spaces.
func.func @defined(%a: memref<?x4xf32, 1>, %b: memref<8xi32, 3>, %i: index) -> memref<8xi32, 3> attributes {llvm.emit_c_interface} {
  %v = memref.load %a[%i, %i] : memref<?x4xf32, 1>
  memref.store %v, %a[%i, %i] : memref<?x4xf32, 1>
  return %b : memref<8xi32, 3>
}
func.func private @external(memref<4xf64, 5>, index) -> (memref<4xf64, 5>, index) attributes {llvm.emit_c_interface}
