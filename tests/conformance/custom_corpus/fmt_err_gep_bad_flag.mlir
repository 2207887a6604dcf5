func.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr nsw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  return
}
