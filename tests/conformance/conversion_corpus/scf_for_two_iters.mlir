// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @two(%n: index, %x: f32, %y: i64) -> (f32, i64) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%a = %x, %b = %y) -> (f32, i64) {
    %a2 = arith.mulf %a, %a : f32
    %b2 = arith.addi %b, %b : i64
    scf.yield %a2, %b2 : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}
