// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @w2(%x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (i32, f32) {
    %z = arith.constant 0 : i32
    %c = arith.cmpi ne, %a, %z : i32
    scf.condition(%c) %a, %b : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %one = arith.constant 1 : i32
    %p2 = arith.subi %p, %one : i32
    %q2 = arith.addf %q, %q : f32
    scf.yield %p2, %q2 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
