llvm.func @fn(%a: !llvm.ptr) attributes {sig = !llvm.func<func<void ()> (i32)>}
