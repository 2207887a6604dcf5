llvm.func @lit(%a: !llvm.struct<opaque>)
