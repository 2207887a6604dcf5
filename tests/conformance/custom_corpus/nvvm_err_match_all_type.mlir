llvm.func @v(%m: i32) {
  %b = nvvm.match.sync all %m, %m : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}
