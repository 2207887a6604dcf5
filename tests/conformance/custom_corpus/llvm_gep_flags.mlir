llvm.func @f(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr inbounds|nuw %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %4 = llvm.getelementptr nusw|nuw %p[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}
