// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32

func.func @d(%a: i64, %b: i64) -> i64 {
  %0 = arith.ceildivui %a, %b : i64
  return %0 : i64
}
