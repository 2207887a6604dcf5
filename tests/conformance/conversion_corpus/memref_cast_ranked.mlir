// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Ranked casts keep the descriptor.
func.func @c(%m: memref<4x?xf32>, %n: memref<?xi32>, %i: index) -> (f32, i32) {
  %a = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %b = memref.cast %n : memref<?xi32> to memref<16xi32>
  %x = memref.load %a[%i, %i] : memref<?x?xf32>
  %y = memref.load %b[%i] : memref<16xi32>
  return %x, %y : f32, i32
}
