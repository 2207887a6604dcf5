llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    x: ^bb1
  ]
^bb1:
  llvm.return
}
