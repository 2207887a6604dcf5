// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @dw(%x: i64, %n: i64) -> i64 {
  %r = scf.while (%a = %x) : (i64) -> i64 {
    %a2 = arith.muli %a, %a : i64
    %c = arith.cmpi ult, %a2, %n : i64
    scf.condition(%c) %a2 : i64
  } do {
  ^bb0(%b: i64):
    scf.yield %b : i64
  }
  return %r : i64
}
