// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

// Constant, uninitialized and scalar globals, read through get_global.
memref.global "private" constant @c : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @z : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f64> = dense<2.5> {alignment = 16 : i64}
func.func @f() -> f32 {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @z : memref<4xi32>
  %2 = memref.get_global @s : memref<f64>
  %c1 = arith.constant 1 : index
  %v = memref.load %0[%c1, %c1] : memref<2x3xf32>
  %w = memref.load %2[] : memref<f64>
  memref.store %w, %2[] : memref<f64>
  return %v : f32
}
