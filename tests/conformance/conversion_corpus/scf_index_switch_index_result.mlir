// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-cf-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%i: index, %a: index, %b: index) -> index {
  %r = scf.index_switch %i -> index
  case 1 {
    scf.yield %a : index
  }
  case 3 {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  }
  case 7 {
    scf.yield %b : index
  }
  default {
    scf.yield %i : index
  }
  return %r : index
}
