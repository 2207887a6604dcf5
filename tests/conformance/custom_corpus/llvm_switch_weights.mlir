llvm.func @f(%a: i8, %c: i1) {
  llvm.switch %a : i8, ^bb1 [
    1: ^bb1,
    255: ^bb2
  ] {branch_weights = array<i32: 3, 1, 1>}
^bb1:
  llvm.switch %c : i1, ^bb2 [
    1: ^bb2
  ]
^bb2:
  llvm.return
}
