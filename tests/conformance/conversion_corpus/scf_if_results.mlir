// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @sel(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}
