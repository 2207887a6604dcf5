func.func @f(%p: !llvm.ptr, %c: i32) {
  %0 = llvm.cmpxchg %p, %c, %c acq_rel : !llvm.ptr, i32
  return
}
