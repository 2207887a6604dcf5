// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: i32) -> f32 {
  %0 = arith.bitcast %a : i32 to f32
  return %0 : f32
}
