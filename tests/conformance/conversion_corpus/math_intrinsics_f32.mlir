// RUN: --convert-math-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-math-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// One intrinsic per op, fastmath flags carried over.
func.func @m(%x: f32, %y: f32, %i: i32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.exp %0 fastmath<fast> : f32
  %2 = math.powf %1, %y : f32
  %3 = math.absf %2 fastmath<nnan,ninf> : f32
  %4 = math.fma %3, %x, %y : f32
  %5 = math.cos %4 : f32
  %6 = math.sin %5 : f32
  %7 = math.log %6 fastmath<afn> : f32
  %8 = math.log2 %7 : f32
  %9 = math.log10 %8 : f32
  %10 = math.exp2 %9 : f32
  %11 = math.floor %10 : f32
  %12 = math.ceil %11 : f32
  %13 = math.round %12 : f32
  %14 = math.roundeven %13 : f32
  %15 = math.trunc %14 : f32
  %16 = math.copysign %15, %x : f32
  %17 = math.fpowi %16, %i : f32, i32
  return %17 : f32
}
