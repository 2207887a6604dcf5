// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Copies between address spaces: memcpy for contiguous memrefs, memrefCopy otherwise.
func.func @copies(%a: memref<4x4xf32, 1>, %b: memref<4x4xf32, 3>, %c: memref<?xf32, 5>, %d: memref<?xf32>,
                  %e: memref<4x2xf32, strided<[4, 2], offset: 1>, 1>, %f: memref<4x2xf32, 3>) {
  memref.copy %a, %b : memref<4x4xf32, 1> to memref<4x4xf32, 3>
  memref.copy %c, %d : memref<?xf32, 5> to memref<?xf32>
  memref.copy %e, %f : memref<4x2xf32, strided<[4, 2], offset: 1>, 1> to memref<4x2xf32, 3>
  return
}
