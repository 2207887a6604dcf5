// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func private @g(index) -> index
func.func @f(%a: index) -> index {
  %0 = "test.make"() : () -> index
  %1 = call @g(%0) : (index) -> index
  %2 = call @g(%a) : (index) -> index
  %3 = arith.addi %1, %2 : index
  return %3 : index
}
