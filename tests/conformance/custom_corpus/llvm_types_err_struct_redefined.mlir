llvm.func @first(%a: !llvm.struct<"record", (i32, f32)>)
llvm.func @second(%a: !llvm.struct<"record", (i32, f64)>)
