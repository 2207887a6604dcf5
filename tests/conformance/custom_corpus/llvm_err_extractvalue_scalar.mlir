llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>
  llvm.return
}
