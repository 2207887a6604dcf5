llvm.func @f(%a: i32) {
  %0:2 = llvm.call @g(%a) : (i32) -> (i32, i32)
  llvm.return
}
