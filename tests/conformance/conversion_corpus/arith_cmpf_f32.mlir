// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cmpf(%a: f32, %b: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = arith.cmpf false, %a, %b : f32
  %c1 = arith.cmpf oeq, %a, %b : f32
  %c2 = arith.cmpf ogt, %a, %b : f32
  %c3 = arith.cmpf oge, %a, %b : f32
  %c4 = arith.cmpf olt, %a, %b : f32
  %c5 = arith.cmpf ole, %a, %b : f32
  %c6 = arith.cmpf one, %a, %b : f32
  %c7 = arith.cmpf ord, %a, %b : f32
  %c8 = arith.cmpf ueq, %a, %b : f32
  %c9 = arith.cmpf ugt, %a, %b : f32
  %c10 = arith.cmpf uge, %a, %b : f32
  %c11 = arith.cmpf ult, %a, %b : f32
  %c12 = arith.cmpf ule, %a, %b : f32
  %c13 = arith.cmpf une, %a, %b : f32
  %c14 = arith.cmpf uno, %a, %b : f32
  %c15 = arith.cmpf true, %a, %b : f32
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9, %c10, %c11, %c12, %c13, %c14, %c15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
