llvm.func @v(%m: i32, %p: i1) {
  %b = nvvm.vote.sync ballot %m, %p -> i1
  llvm.return
}
