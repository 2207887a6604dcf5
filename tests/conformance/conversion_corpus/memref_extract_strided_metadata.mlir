// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// The metadata of dynamic memrefs, used by arithmetic and by a
// reinterpret_cast of the base buffer.
func.func @m(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (index, index) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %n = arith.muli %s#0, %st#0 : index
  %o = arith.addi %off, %n : index
  %r = memref.reinterpret_cast %base to offset: [%o], sizes: [%s#1], strides: [%st#1] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%v) : (f32) -> ()
  return %o, %s#1 : index, index
}
