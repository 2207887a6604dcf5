// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Unranked memrefs in address spaces: the ranked descriptor behind the pointer
// keeps the address space, the unranked descriptor's own pointer does not.
func.func private @sink(memref<*xf32, 3>)
func.func @unranked(%m: memref<2x?xf32, 3>, %u: memref<*xi8, 1>) -> (memref<*xf32, 3>, index) {
  %0 = memref.cast %m : memref<2x?xf32, 3> to memref<*xf32, 3>
  call @sink(%0) : (memref<*xf32, 3>) -> ()
  %r = memref.rank %u : memref<*xi8, 1>
  %1 = memref.cast %u : memref<*xi8, 1> to memref<4xi8, 1>
  %c = arith.constant 0 : index
  %v = memref.load %1[%c] : memref<4xi8, 1>
  memref.store %v, %1[%c] : memref<4xi8, 1>
  return %0, %r : memref<*xf32, 3>, index
}
