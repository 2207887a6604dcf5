func.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  return
}
