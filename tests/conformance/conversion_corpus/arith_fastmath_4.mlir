// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @fm(%a: f32, %b: f32) -> (f32, f32, i1) {
  %0 = arith.addf %a, %b fastmath<afn> : f32
  %1 = arith.mulf %0, %b fastmath<afn> : f32
  %2 = arith.cmpf ogt, %0, %1 fastmath<afn> : f32
  return %0, %1, %2 : f32, f32, i1
}
