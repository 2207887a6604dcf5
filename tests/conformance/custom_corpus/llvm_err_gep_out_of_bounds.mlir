llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
