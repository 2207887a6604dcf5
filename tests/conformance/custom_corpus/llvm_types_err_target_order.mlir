llvm.func @target(%a: !llvm.target<"ext", 4, i32>)
