// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

// Unregistered ops in the body and in the reduction region.
func.func @u(%n: index, %init: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c4) init (%init) -> i64 {
    %v = "test.value"(%i) : (index) -> i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %c = "test.combine"(%a, %b) : (i64, i64) -> i64
      scf.reduce.return %c : i64
    }
  }
  return %r : i64
}
