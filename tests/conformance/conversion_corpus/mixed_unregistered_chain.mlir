// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%a: index, %b: i32) -> (index, i32) {
  %0 = arith.addi %a, %a : index
  %1 = "test.op"(%0) : (index) -> index
  %2 = arith.muli %1, %0 : index
  %3 = arith.index_cast %2 : index to i32
  %4 = "test.op2"(%3, %b) : (i32, i32) -> i32
  return %2, %4 : index, i32
}
