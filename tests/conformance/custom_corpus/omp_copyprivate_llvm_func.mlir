llvm.func @copy_ptr(%a: !llvm.ptr, %b: !llvm.ptr) {
  llvm.return
}
llvm.func @copy_bad(%a: !llvm.ptr, %b: i32) {
  llvm.return
}
func.func @f(%p: !llvm.ptr) {
  omp.single copyprivate(%p -> @copy_ptr : !llvm.ptr) {
    omp.terminator
  }
  return
}
