llvm.func @f(%a: !llvm.struct<()>, %b: !llvm.struct<packed (i8, i32)>, %c: !llvm.struct<"named", (i32, f32)>, %d: !llvm.struct<"opaque", opaque>) {
  llvm.return
}
