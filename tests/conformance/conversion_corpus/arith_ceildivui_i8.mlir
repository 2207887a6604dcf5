// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32

func.func @d(%a: i8, %b: i8) -> i8 {
  %0 = arith.ceildivui %a, %b : i8
  return %0 : i8
}
