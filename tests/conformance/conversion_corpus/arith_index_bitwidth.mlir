// RUN: --convert-arith-to-llvm=index-bitwidth=32
// RUN: --convert-arith-to-llvm=index-bitwidth=16 --convert-func-to-llvm=index-bitwidth=16
// RUN: --convert-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

func.func @iw(%a: index, %b: i32) -> (index, i32) {
  %0 = arith.addi %a, %a : index
  %1 = arith.index_cast %b : i32 to index
  %2 = arith.index_cast %a : index to i32
  %3 = arith.muli %0, %1 : index
  %c = arith.constant 100 : index
  %4 = arith.addi %3, %c : index
  return %4, %2 : index, i32
}
