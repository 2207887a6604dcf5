// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: index) -> i64 {
  %0 = arith.index_cast %a : index to i64
  return %0 : i64
}
