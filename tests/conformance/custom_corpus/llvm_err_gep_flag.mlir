llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr exact %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}
