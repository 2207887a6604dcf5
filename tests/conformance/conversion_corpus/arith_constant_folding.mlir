// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @fold() -> (i32, f32, index) {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %c = arith.addi %a, %b : i32
  %x = arith.constant 1.5 : f32
  %y = arith.mulf %x, %x : f32
  %i = arith.constant 8 : index
  %j = arith.muli %i, %i : index
  return %c, %y, %j : i32, f32, index
}
