llvm.func @e(%p: !llvm.ptr, %n: i64) {
  nvvm.st.bulk %p, size = %n, init = 1 : !llvm.ptr
  llvm.return
}
