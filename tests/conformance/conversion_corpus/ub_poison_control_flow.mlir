// RUN: --convert-scf-to-cf --convert-ub-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// Poison as a default value on one branch; 2-D vector and memref poisons.
func.func @p(%c: i1, %x: i64) -> i64 {
  %r = scf.if %c -> i64 {
    %u = ub.poison : i64
    scf.yield %u : i64
  } else {
    scf.yield %x : i64
  }
  %v = ub.poison : vector<2x2xf16>
  %m = ub.poison : memref<4xf32>
  "test.use"(%v, %m) : (vector<2x2xf16>, memref<4xf32>) -> ()
  return %r : i64
}
