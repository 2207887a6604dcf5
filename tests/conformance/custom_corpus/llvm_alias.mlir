llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias internal hidden thread_local unnamed_addr @b {tag = 1 : i32} : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
