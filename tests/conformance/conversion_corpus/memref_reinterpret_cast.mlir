// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=index-bitwidth=32

// Static and dynamic offsets, sizes and strides.
func.func @r(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %r = memref.reinterpret_cast %m to offset: [%i], sizes: [2, %j], strides: [%j, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %r[%i, %i] : memref<2x?xf32, strided<[?, 1], offset: ?>>
  %s = memref.reinterpret_cast %m to offset: [3], sizes: [5], strides: [2] : memref<4x?xf32> to memref<5xf32, strided<[2], offset: 3>>
  %w = memref.load %s[%j] : memref<5xf32, strided<[2], offset: 3>>
  %t = arith.addf %v, %w : f32
  return %t : f32
}
