// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-cf-to-llvm
// RUN: --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

func.func @f(%c: i1, %a: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2(%a : index)
^bb1:
  %0 = "test.make"() : () -> index
  cf.br ^bb2(%0 : index)
^bb2(%r: index):
  %1 = "test.use"(%r) : (index) -> index
  return %1 : index
}
