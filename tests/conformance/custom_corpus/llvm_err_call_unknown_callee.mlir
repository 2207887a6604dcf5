llvm.func @f(%a: i32) {
  llvm.call @missing(%a) : (i32) -> ()
  llvm.return
}
