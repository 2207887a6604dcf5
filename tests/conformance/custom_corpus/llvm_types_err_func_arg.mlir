llvm.func @fn(%a: !llvm.ptr) attributes {sig = !llvm.func<i32 (i8, void)>}
