llvm.func @f(%a: i32) {
  %0 = llvm.call @g(%a) : (i32) -> !llvm.void
  llvm.return
}
