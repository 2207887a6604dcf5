// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32

func.func @d(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}
