// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Strided layouts with memory spaces: static and dynamic offsets and strides.
func.func @strided(%a: memref<4x4xf32, strided<[8, 1], offset: 2>, 1>,
                   %b: memref<?x?xf32, strided<[?, ?], offset: ?>, 3>, %i: index) {
  %0 = memref.load %a[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: 2>, 1>
  memref.store %0, %b[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>, 3>
  %1 = memref.load %b[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>, 3>
  memref.store %1, %a[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: 2>, 1>
  return
}
