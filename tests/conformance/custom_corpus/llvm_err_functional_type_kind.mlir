llvm.func @gep(%base: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %p = llvm.getelementptr %base[%i] : !llvm.ptr, i8
  llvm.return %p : !llvm.ptr
}

// -----

llvm.func @gep(%base: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %p = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return %p : !llvm.ptr
}
