llvm.func @v(%m: i32, %w: i64) {
  %b = nvvm.match.sync any %m, %w : i64 -> !llvm.struct<(i32, i1)>
  llvm.return
}
