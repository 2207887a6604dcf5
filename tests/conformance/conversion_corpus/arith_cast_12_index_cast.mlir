// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: i32) -> index {
  %0 = arith.index_cast %a : i32 to index
  return %0 : index
}
