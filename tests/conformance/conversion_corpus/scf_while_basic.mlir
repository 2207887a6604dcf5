// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @w(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %b2 = arith.addi %b, %b : i32
    scf.yield %b2 : i32
  }
  return %r : i32
}
