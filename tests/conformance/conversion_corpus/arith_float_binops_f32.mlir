// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @fbinops(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %r0 = arith.addf %a, %b : f32
  %r1 = arith.subf %a, %b : f32
  %r2 = arith.mulf %a, %b : f32
  %r3 = arith.divf %a, %b : f32
  %r4 = arith.remf %a, %b : f32
  %r5 = arith.maximumf %a, %b : f32
  %r6 = arith.minimumf %a, %b : f32
  %r7 = arith.maxnumf %a, %b : f32
  %r8 = arith.minnumf %a, %b : f32
  %n = arith.negf %a : f32
  "test.sink"(%n) : (f32) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}
