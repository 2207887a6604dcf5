llvm.func @mmx(%a: !llvm.struct<(x86_mmx)>)
