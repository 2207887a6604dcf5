// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm

// Loop-carried values of a type no converter knows: scf lowers them, the
// branch and function conversions leave what they cannot type.
func.func @u(%n: index, %init: !foo.token) -> !foo.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (!foo.token) {
    %u = "test.step"(%t, %i) : (!foo.token, index) -> !foo.token
    scf.yield %u : !foo.token
  }
  return %r : !foo.token
}
