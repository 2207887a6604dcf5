llvm.func @defined(%a: !llvm.struct<"thing", packed (i8)>) attributes {later = !llvm.struct<"thing", opaque>}
