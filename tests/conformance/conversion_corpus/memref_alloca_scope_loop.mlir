// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-cf-to-llvm

// A scope per loop iteration with an i32 result.
func.func @l(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %a = memref.alloca_scope -> (i32) {
      %m = memref.alloca(%i) : memref<?xi32>
      %v = arith.index_cast %i : index to i32
      memref.alloca_scope.return %v : i32
    }
    %s = arith.addi %acc, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}
