func.func @f(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1 ^bb1
  ]
^bb1:
  return
}
