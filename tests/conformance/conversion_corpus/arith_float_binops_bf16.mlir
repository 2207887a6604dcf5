// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @fbinops(%a: bf16, %b: bf16) -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16) {
  %r0 = arith.addf %a, %b : bf16
  %r1 = arith.subf %a, %b : bf16
  %r2 = arith.mulf %a, %b : bf16
  %r3 = arith.divf %a, %b : bf16
  %r4 = arith.remf %a, %b : bf16
  %r5 = arith.maximumf %a, %b : bf16
  %r6 = arith.minimumf %a, %b : bf16
  %r7 = arith.maxnumf %a, %b : bf16
  %r8 = arith.minnumf %a, %b : bf16
  %n = arith.negf %a : bf16
  "test.sink"(%n) : (bf16) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16
}
