// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @binops(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %r0 = arith.addi %a, %b : i16
  %r1 = arith.subi %a, %b : i16
  %r2 = arith.muli %a, %b : i16
  %r3 = arith.andi %a, %b : i16
  %r4 = arith.ori %a, %b : i16
  %r5 = arith.xori %a, %b : i16
  %r6 = arith.divsi %a, %b : i16
  %r7 = arith.divui %a, %b : i16
  %r8 = arith.remsi %a, %b : i16
  %r9 = arith.remui %a, %b : i16
  %r10 = arith.maxsi %a, %b : i16
  %r11 = arith.maxui %a, %b : i16
  %r12 = arith.minsi %a, %b : i16
  %r13 = arith.minui %a, %b : i16
  %r14 = arith.shli %a, %b : i16
  %r15 = arith.shrsi %a, %b : i16
  %r16 = arith.shrui %a, %b : i16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}
