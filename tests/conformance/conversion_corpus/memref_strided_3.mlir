// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<2x3xi16, strided<[6, 2], offset: 5>>, %i0: index, %i1: index) -> i16 {
  %x = memref.load %m[%i0, %i1] : memref<2x3xi16, strided<[6, 2], offset: 5>>
  memref.store %x, %m[%i0, %i1] : memref<2x3xi16, strided<[6, 2], offset: 5>>
  return %x : i16
}
