// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// reinterpret_cast and extract_strided_metadata keep the address space.
func.func @views(%m: memref<16xf32, 3>, %n: index) -> (memref<f32, 3>, index, index) {
  %r = memref.reinterpret_cast %m to offset: [2], sizes: [%n, 2], strides: [2, 1] : memref<16xf32, 3> to memref<?x2xf32, strided<[2, 1], offset: 2>, 3>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %r : memref<?x2xf32, strided<[2, 1], offset: 2>, 3> -> memref<f32, 3>, index, index, index, index, index
  %c = arith.constant 1 : index
  %v = memref.load %r[%c, %c] : memref<?x2xf32, strided<[2, 1], offset: 2>, 3>
  memref.store %v, %r[%c, %c] : memref<?x2xf32, strided<[2, 1], offset: 2>, 3>
  return %base, %off, %sizes#0 : memref<f32, 3>, index, index
}
