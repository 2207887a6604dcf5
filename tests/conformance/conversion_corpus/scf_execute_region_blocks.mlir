// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @er2(%c: i1, %a: index) -> index {
  %r = scf.execute_region -> index {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : index
  ^bb2:
    %z = arith.constant 0 : index
    scf.yield %z : index
  }
  return %r : index
}
