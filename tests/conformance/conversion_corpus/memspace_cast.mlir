// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Casts keep the address space: ranked to ranked, to unranked and back, rank.
func.func @casts(%m: memref<4x4xf32, 1>) -> (memref<?x?xf32, 1>, index) {
  %0 = memref.cast %m : memref<4x4xf32, 1> to memref<?x?xf32, 1>
  %1 = memref.cast %m : memref<4x4xf32, 1> to memref<*xf32, 1>
  %2 = memref.cast %1 : memref<*xf32, 1> to memref<4x?xf32, 1>
  %r = memref.rank %1 : memref<*xf32, 1>
  %z = arith.constant 0 : index
  %v = memref.load %2[%z, %z] : memref<4x?xf32, 1>
  memref.store %v, %0[%z, %z] : memref<?x?xf32, 1>
  return %0, %r : memref<?x?xf32, 1>, index
}
