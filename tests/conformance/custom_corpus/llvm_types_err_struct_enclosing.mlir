llvm.func @inner(%a: !llvm.struct<"outer", (i32, struct<"outer", (i8)>)>)
