// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @ext(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %l2, %h2 : i32, i1, i32, i32, i32, i32
}
