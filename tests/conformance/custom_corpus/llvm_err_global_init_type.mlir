llvm.mlir.global internal @g() : i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
