// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

// The llvm.bareptr attribute with memrefs in address spaces.
func.func @f(%a: memref<8xi16, 1>, %b: memref<2x3xf32, 3>) -> memref<8xi16, 1> attributes {llvm.bareptr} {
  %c = arith.constant 1 : index
  %v = memref.load %b[%c, %c] : memref<2x3xf32, 3>
  memref.store %v, %b[%c, %c] : memref<2x3xf32, 3>
  return %a : memref<8xi16, 1>
}
func.func @g(%a: memref<8xi16, 1>, %b: memref<2x3xf32, 3>) -> memref<8xi16, 1> {
  %r = call @f(%a, %b) : (memref<8xi16, 1>, memref<2x3xf32, 3>) -> memref<8xi16, 1>
  return %r : memref<8xi16, 1>
}
