// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Signatures, calls and returns of memrefs in address spaces.
func.func private @produce(index) -> memref<?xf32, 3>
func.func private @consume(memref<?xf32, 3>, memref<4x4xi8, 1>, memref<f32, 5>)
func.func @caller(%n: index, %s: memref<4x4xi8, 1>, %t: memref<f32, 5>) -> (memref<?xf32, 3>, memref<4x4xi8, 1>) {
  %m = call @produce(%n) : (index) -> memref<?xf32, 3>
  call @consume(%m, %s, %t) : (memref<?xf32, 3>, memref<4x4xi8, 1>, memref<f32, 5>) -> ()
  return %m, %s : memref<?xf32, 3>, memref<4x4xi8, 1>
}
