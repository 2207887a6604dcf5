// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @ifloop(%n: index, %t: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %big = arith.cmpi sgt, %i, %t : index
    %v = scf.if %big -> (index) {
      %a = arith.addi %acc, %i : index
      scf.yield %a : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %v : index
  }
  return %r : index
}
