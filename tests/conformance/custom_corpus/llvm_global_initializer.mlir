llvm.mlir.global internal @g() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @g : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}
