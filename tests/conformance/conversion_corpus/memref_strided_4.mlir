// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<?x?xf32, strided<[1, ?]>>, %i0: index, %i1: index) -> f32 {
  %x = memref.load %m[%i0, %i1] : memref<?x?xf32, strided<[1, ?]>>
  memref.store %x, %m[%i0, %i1] : memref<?x?xf32, strided<[1, ?]>>
  return %x : f32
}
