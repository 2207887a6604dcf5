// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @binops(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %r0 = arith.addi %a, %b : i8
  %r1 = arith.subi %a, %b : i8
  %r2 = arith.muli %a, %b : i8
  %r3 = arith.andi %a, %b : i8
  %r4 = arith.ori %a, %b : i8
  %r5 = arith.xori %a, %b : i8
  %r6 = arith.divsi %a, %b : i8
  %r7 = arith.divui %a, %b : i8
  %r8 = arith.remsi %a, %b : i8
  %r9 = arith.remui %a, %b : i8
  %r10 = arith.maxsi %a, %b : i8
  %r11 = arith.maxui %a, %b : i8
  %r12 = arith.minsi %a, %b : i8
  %r13 = arith.minui %a, %b : i8
  %r14 = arith.shli %a, %b : i8
  %r15 = arith.shrsi %a, %b : i8
  %r16 = arith.shrui %a, %b : i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
