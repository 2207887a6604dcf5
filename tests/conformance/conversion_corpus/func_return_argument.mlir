// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

// A memref argument returned as is and also used by an op the pass leaves:
// one descriptor, packed once, serves both.
func.func @a(%a: memref<4xf32>) -> memref<4xf32> {
  %c1 = arith.constant 1 : index
  %v = memref.load %a[%c1] : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @b(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
