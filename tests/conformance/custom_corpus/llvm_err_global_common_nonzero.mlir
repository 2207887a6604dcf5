llvm.mlir.global common @z(1 : i32) : i32
