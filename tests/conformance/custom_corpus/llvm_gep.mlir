llvm.func @f(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %2 = llvm.getelementptr %p[0, 1, %j] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %3 = llvm.getelementptr %p[-3] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.return %2 : !llvm.ptr
}
