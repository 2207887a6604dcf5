// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=index-bitwidth=32

// One dynamic dimension; the results go to an unregistered op.
func.func @one(%m: memref<?xi8, strided<[?], offset: ?>>) {
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<?xi8, strided<[?], offset: ?>> -> memref<i8>, index, index, index
  "test.use"(%base, %off, %size, %stride) : (memref<i8>, index, index, index) -> ()
  return
}
