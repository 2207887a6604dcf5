// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @binops(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %r0 = arith.addi %a, %b : index
  %r1 = arith.subi %a, %b : index
  %r2 = arith.muli %a, %b : index
  %r3 = arith.andi %a, %b : index
  %r4 = arith.ori %a, %b : index
  %r5 = arith.xori %a, %b : index
  %r6 = arith.divsi %a, %b : index
  %r7 = arith.divui %a, %b : index
  %r8 = arith.remsi %a, %b : index
  %r9 = arith.remui %a, %b : index
  %r10 = arith.maxsi %a, %b : index
  %r11 = arith.maxui %a, %b : index
  %r12 = arith.minsi %a, %b : index
  %r13 = arith.minui %a, %b : index
  %r14 = arith.shli %a, %b : index
  %r15 = arith.shrsi %a, %b : index
  %r16 = arith.shrui %a, %b : index
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
