llvm.func internal (i32)
