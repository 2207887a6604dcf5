// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Integer memory spaces of other integer types: index, i8, i32, and i64 0 (the default).
func.func @typed(%a: memref<4xf32, 2 : index>, %b: memref<4xf32, 4 : i8>, %c: memref<4xf32, 6 : i32>, %d: memref<4xf32, 0>, %i: index) {
  %0 = memref.load %a[%i] : memref<4xf32, 2 : index>
  memref.store %0, %b[%i] : memref<4xf32, 4 : i8>
  %1 = memref.load %c[%i] : memref<4xf32, 6 : i32>
  memref.store %1, %d[%i] : memref<4xf32, 0>
  return
}
