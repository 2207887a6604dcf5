// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

func.func @bits(%a: index, %b: index) -> (index, index, index, index, index, index) {
  %0 = index.shl %a, %b
  %1 = index.shrs %a, %b
  %2 = index.shru %a, %b
  %3 = index.and %a, %b
  %4 = index.or %a, %b
  %5 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
