llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: i64) {
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f32)>
  llvm.return
}
