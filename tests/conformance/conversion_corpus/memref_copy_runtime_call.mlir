// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=index-bitwidth=32
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// Copies the runtime's memrefCopy performs: dynamic strides, a transposed
// view, a dynamic shape with a strided layout, inside a loop (one memrefCopy
// declaration for all).
func.func @dyn(%a: memref<4x4xf64, strided<[?, 1], offset: ?>>, %b: memref<4x4xf64>) {
  memref.copy %a, %b : memref<4x4xf64, strided<[?, 1], offset: ?>> to memref<4x4xf64>
  return
}
func.func @transposed(%a: memref<3x5xi32, strided<[1, 3]>>, %b: memref<3x5xi32, strided<[1, 3]>>) {
  memref.copy %a, %b : memref<3x5xi32, strided<[1, 3]>> to memref<3x5xi32, strided<[1, 3]>>
  return
}
func.func @loop(%a: memref<?x8xi8, strided<[16, 1]>>, %b: memref<?x8xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %a, %b : memref<?x8xi8, strided<[16, 1]>> to memref<?x8xi8>
  }
  return
}
