llvm.func @array_attr() -> !llvm.array<3 x i16> {
  %0 = llvm.mlir.constant([1 : i16, 2 : i16, 3 : i16]) : !llvm.array<3 x i16>
  llvm.return %0 : !llvm.array<3 x i16>
}
