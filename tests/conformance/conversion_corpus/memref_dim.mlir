// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// memref.dim: static sizes fold to constants, dynamic ones are read from the
// descriptor (by a constant index, through the stack for a variable index,
// through the ranked descriptor's pointer for an unranked memref).
func.func @dims(%m: memref<4x?x?xf32, 1>, %u: memref<*xi8, 3>, %i: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %m, %c1 : memref<4x?x?xf32, 1>
  %1 = memref.dim %m, %i : memref<4x?x?xf32, 1>
  %2 = memref.dim %u, %c2 : memref<*xi8, 3>
  %3 = memref.dim %m, %c2 : memref<4x?x?xf32, 1>
  return %0, %1, %2, %3 : index, index, index, index
}
