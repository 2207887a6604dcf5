// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: i8) -> i32 {
  %0 = arith.extsi %a : i8 to i32
  return %0 : i32
}
