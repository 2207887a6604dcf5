llvm.func @f(%a: i32, %b: i64) {
  llvm.switch %a : i32, ^bb1 [
    0: ^bb2(%b : i64),
    -7: ^bb1,
    2147483647: ^bb3
  ]
^bb1:
  llvm.return
^bb2(%x: i64):
  llvm.br ^bb1
^bb3:
  llvm.switch %b : i64, ^bb2(%b : i64) [
  ]
}
