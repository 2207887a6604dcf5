// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

func.func @cmp(%a: index, %b: index) -> i1 {
  %0 = index.cmp ult(%a, %b)
  return %0 : i1
}
