// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// Heap allocations in non-default address spaces: malloc's pointer is cast.
func.func @alloc(%n: index) -> memref<?x4xf32, 3> {
  %a = memref.alloc() : memref<16xi8, 1>
  %b = memref.alloc(%n) : memref<?x4xf32, 3>
  %c = memref.alloc() {alignment = 64} : memref<8xf64, 5>
  %d = memref.alloc() : memref<f32, 1>
  %z = arith.constant 0 : index
  %v = memref.load %c[%z] : memref<8xf64, 5>
  memref.store %v, %c[%z] : memref<8xf64, 5>
  return %b : memref<?x4xf32, 3>
}
