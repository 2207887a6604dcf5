func.func private @f(i32) -> i32 attributes {llvm.emit_c_interface}
