// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32

func.func @d(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}
