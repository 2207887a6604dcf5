// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @multi(%c: i1, %a: i32, %b: index) -> (i32, index) {
  %r:2 = scf.if %c -> (i32, index) {
    scf.yield %a, %b : i32, index
  } else {
    %k = arith.constant 3 : index
    %m = arith.muli %b, %k : index
    scf.yield %a, %m : i32, index
  }
  return %r#0, %r#1 : i32, index
}
