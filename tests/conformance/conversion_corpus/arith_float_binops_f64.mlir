// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @fbinops(%a: f64, %b: f64) -> (f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %r0 = arith.addf %a, %b : f64
  %r1 = arith.subf %a, %b : f64
  %r2 = arith.mulf %a, %b : f64
  %r3 = arith.divf %a, %b : f64
  %r4 = arith.remf %a, %b : f64
  %r5 = arith.maximumf %a, %b : f64
  %r6 = arith.minimumf %a, %b : f64
  %r7 = arith.maxnumf %a, %b : f64
  %r8 = arith.minnumf %a, %b : f64
  %n = arith.negf %a : f64
  "test.sink"(%n) : (f64) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f64, f64, f64, f64, f64, f64, f64, f64, f64
}
