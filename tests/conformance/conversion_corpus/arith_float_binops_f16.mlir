// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @fbinops(%a: f16, %b: f16) -> (f16, f16, f16, f16, f16, f16, f16, f16, f16) {
  %r0 = arith.addf %a, %b : f16
  %r1 = arith.subf %a, %b : f16
  %r2 = arith.mulf %a, %b : f16
  %r3 = arith.divf %a, %b : f16
  %r4 = arith.remf %a, %b : f16
  %r5 = arith.maximumf %a, %b : f16
  %r6 = arith.minimumf %a, %b : f16
  %r7 = arith.maxnumf %a, %b : f16
  %r8 = arith.minnumf %a, %b : f16
  %n = arith.negf %a : f16
  "test.sink"(%n) : (f16) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f16, f16, f16, f16, f16, f16, f16, f16, f16
}
