llvm.func @member(%a: !llvm.struct<(i64, !llvm.void)>)
