llvm.func @f(!llvm.struct<(i32, f32)>, !llvm.array<4 x i8>, !llvm.struct<packed (i8, i64)>) -> !llvm.struct<(ptr, ptr, i64)>
llvm.func @g(%s: !llvm.struct<"named", (i32)>) {
  llvm.return
}
