// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%a: index, %c: i1) -> index {
  %0 = "test.region"(%a) ({
  ^bb0(%x: index):
    %y = arith.addi %x, %x : index
    "test.yield"(%y) : (index) -> ()
  }) : (index) -> index
  return %0 : index
}
