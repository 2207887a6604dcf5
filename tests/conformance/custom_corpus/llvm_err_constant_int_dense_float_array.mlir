llvm.func @ints_into_floats() -> !llvm.array<2 x array<2 x f32>> {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x f32>>
  llvm.return %0 : !llvm.array<2 x array<2 x f32>>
}
