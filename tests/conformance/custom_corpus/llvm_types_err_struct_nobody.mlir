llvm.func @ref(%a: !llvm.array<2 x struct<"never_defined">>)
