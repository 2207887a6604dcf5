// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @sum(%lb: index, %ub: index, %step: index, %init: i64) -> i64 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (i64) {
    %n = arith.muli %acc, %acc : i64
    scf.yield %n : i64
  }
  return %r : i64
}
