// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Down to rank 0 and up to rank 3 from a rank-0 alloca.
func.func @z(%m: memref<8xi64>, %o: index) -> i64 {
  %s = memref.reinterpret_cast %m to offset: [%o], sizes: [], strides: [] : memref<8xi64> to memref<i64, strided<[], offset: ?>>
  %v = memref.load %s[] : memref<i64, strided<[], offset: ?>>
  %a = memref.alloca() : memref<i64>
  %t = memref.reinterpret_cast %a to offset: [0], sizes: [1, 1, 1], strides: [1, 1, 1] : memref<i64> to memref<1x1x1xi64>
  %c0 = arith.constant 0 : index
  memref.store %v, %t[%c0, %c0, %c0] : memref<1x1x1xi64>
  return %v : i64
}
