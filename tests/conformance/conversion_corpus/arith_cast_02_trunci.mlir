// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: i64) -> i16 {
  %0 = arith.trunci %a : i64 to i16
  return %0 : i16
}
