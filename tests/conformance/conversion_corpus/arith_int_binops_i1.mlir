// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @binops(%a: i1, %b: i1) -> (i1, i1, i1, i1) {
  %r0 = arith.andi %a, %b : i1
  %r1 = arith.ori %a, %b : i1
  %r2 = arith.xori %a, %b : i1
  %r3 = arith.addi %a, %b : i1
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
