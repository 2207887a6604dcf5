llvm.func @ints() -> !llvm.array<2 x vector<2xi16>> {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x vector<2xi16>>
  llvm.return %0 : !llvm.array<2 x vector<2xi16>>
}
llvm.func @floats_as_ints() -> !llvm.array<2 x i32> {
  %0 = llvm.mlir.constant(dense<[1.5, 2.5]> : tensor<2xf32>) : !llvm.array<2 x i32>
  llvm.return %0 : !llvm.array<2 x i32>
}
llvm.func @splat_scalable() -> vector<[4]xf32> {
  %0 = llvm.mlir.constant(dense<7> : vector<4xi32>) : vector<[4]xf32>
  llvm.return %0 : vector<[4]xf32>
}
