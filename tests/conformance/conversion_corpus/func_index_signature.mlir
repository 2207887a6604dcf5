// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @idx(%a: index, %b: index) -> index {
  %s = arith.addi %a, %b : index
  return %s : index
}
func.func @caller(%x: index) -> index {
  %r = call @idx(%x, %x) : (index, index) -> index
  return %r : index
}
