llvm.func @f(%s: !llvm.struct<(i32, f32)>) -> i32 {
  %x = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  llvm.return %x : i32
}
