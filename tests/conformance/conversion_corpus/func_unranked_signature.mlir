// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm=index-bitwidth=32
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Unranked memrefs cross function boundaries as (rank, pointer): a returned
// one has its ranked descriptor copied to the heap, the caller copies it to
// its stack and frees the heap copy.
func.func private @ext(memref<*xf32>) -> memref<*xf32>
func.func private @two(memref<*xi32>, i32) -> (memref<*xi32>, i32, memref<*xf64>)
func.func @forward(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<*xf32>) -> index {
  %r = call @ext(%m) : (memref<*xf32>) -> memref<*xf32>
  %k = memref.rank %r : memref<*xf32>
  return %k : index
}
func.func @multi(%u: memref<*xi32>, %x: i32) -> (memref<*xi32>, memref<*xf64>, i32) {
  %a, %b, %c = call @two(%u, %x) : (memref<*xi32>, i32) -> (memref<*xi32>, i32, memref<*xf64>)
  return %a, %c, %b : memref<*xi32>, memref<*xf64>, i32
}
func.func @mixed(%m: memref<3xf32>, %u: memref<*xf32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<3xf32> to memref<*xf32>
  %d = call @ext(%c) : (memref<*xf32>) -> memref<*xf32>
  return %d : memref<*xf32>
}
