llvm.func @v(%m: i32, %p: i1) {
  %b = nvvm.vote.sync all %m, %p -> i32
  llvm.return
}
