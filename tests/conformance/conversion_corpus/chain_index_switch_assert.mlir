// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-cf-to-llvm

// An index switch whose default case asserts.
func.func @s(%i: index, %ok: i1) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    %a = arith.constant 1.0 : f32
    scf.yield %a : f32
  }
  case 7 {
    %b = arith.constant 2.5 : f32
    scf.yield %b : f32
  }
  default {
    cf.assert %ok, "unexpected case"
    %c = arith.constant 0.0 : f32
    scf.yield %c : f32
  }
  return %r : f32
}
