// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-cf-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @f(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}
