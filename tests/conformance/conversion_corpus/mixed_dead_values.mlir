// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%a: index, %b: f32) -> f32 {
  %0 = arith.addi %a, %a : index
  %1 = arith.muli %0, %0 : index
  %2 = arith.addf %b, %b : f32
  return %2 : f32
}
