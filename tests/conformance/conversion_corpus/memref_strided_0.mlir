// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<4xf32, strided<[2], offset: 3>>, %i0: index) -> f32 {
  %x = memref.load %m[%i0] : memref<4xf32, strided<[2], offset: 3>>
  memref.store %x, %m[%i0] : memref<4xf32, strided<[2], offset: 3>>
  return %x : f32
}
