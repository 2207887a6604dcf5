llvm.func @f(%n: i64) {
  %0 = llvm.alloca %n x i32 {alignment = "x"} : (i64) -> !llvm.ptr
  llvm.return
}
