// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%a: index) -> index {
  %0 = "test.op"(%a) : (index) -> index
  return %0 : index
}
