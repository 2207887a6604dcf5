llvm.func @wrong(%a: !llvm.i64)
