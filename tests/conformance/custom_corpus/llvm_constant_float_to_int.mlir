llvm.func @f() {
  %0 = llvm.mlir.constant(1.5 : f32) : i32
  llvm.return
}
