llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}
