llvm.func @f(%p: !llvm.ptr) -> i32 {
  llvm.intr.vastart %p : !llvm.ptr
  %0 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.intr.vaend %p : !llvm.ptr
  llvm.return %0 : i32
}
