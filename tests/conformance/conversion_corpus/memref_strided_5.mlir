// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

func.func @s(%m: memref<8xi64, strided<[1], offset: 8>>, %i0: index) -> i64 {
  %x = memref.load %m[%i0] : memref<8xi64, strided<[1], offset: 8>>
  memref.store %x, %m[%i0] : memref<8xi64, strided<[1], offset: 8>>
  return %x : i64
}
