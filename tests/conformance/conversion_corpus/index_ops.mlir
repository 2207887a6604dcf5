// RUN: --convert-index-to-llvm
// RUN: --convert-index-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-index-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

func.func @f(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.maxu %7, %b
  %9 = index.mins %8, %b
  %10 = index.minu %9, %b
  return %10 : index
}
