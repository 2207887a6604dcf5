// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @nest(%c: i1, %d: i1, %a: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %s = scf.if %d -> (f32) {
      %n = arith.negf %a : f32
      scf.yield %n : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %s : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %r : f32
}
