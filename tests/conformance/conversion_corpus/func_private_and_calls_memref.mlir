// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Calls passing and returning memrefs.
func.func private @produce(index) -> memref<?xf32>
func.func private @consume(memref<?xf32>, memref<4x4xi8>)
func.func @caller(%n: index, %s: memref<4x4xi8>) -> memref<?xf32> {
  %m = call @produce(%n) : (index) -> memref<?xf32>
  call @consume(%m, %s) : (memref<?xf32>, memref<4x4xi8>) -> ()
  return %m : memref<?xf32>
}
