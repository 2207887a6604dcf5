// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @ibounds(%lb: i32, %ub: i32, %st: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  return %r : i32
}
