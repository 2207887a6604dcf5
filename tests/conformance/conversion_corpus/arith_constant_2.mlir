// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @const() -> index {
  %0 = arith.constant 7 : index
  return %0 : index
}
