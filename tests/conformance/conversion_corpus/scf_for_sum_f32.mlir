// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}
