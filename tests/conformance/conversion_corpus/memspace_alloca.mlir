// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Stack allocations in address space 5, static and dynamic.
func.func @alloca(%n: index, %m: index) -> f32 {
  %a = memref.alloca() : memref<4xf32, 5>
  %b = memref.alloca(%n, %m) : memref<?x2x?xf32, 5>
  %c = memref.alloca() : memref<i64, 3>
  %z = arith.constant 0 : index
  %v = memref.load %a[%z] : memref<4xf32, 5>
  memref.store %v, %b[%z, %z, %z] : memref<?x2x?xf32, 5>
  return %v : f32
}
