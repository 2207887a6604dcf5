// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @count(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c0 : i64)
^head(%i: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i64
  cf.br ^head(%next : i64)
^exit:
  return %i : i64
}
