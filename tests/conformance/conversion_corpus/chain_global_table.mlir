// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// A lookup table in a constant global, indexed in a loop.
memref.global "private" constant @table : memref<5xi32> = dense<[3, 1, 4, 1, 5]>
func.func @lookup(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  %t = memref.get_global @table : memref<5xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %j = arith.remui %i, %c5 : index
    %v = memref.load %t[%j] : memref<5xi32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
