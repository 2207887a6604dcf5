llvm.mlir.global internal constant @d(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
llvm.mlir.global internal @a(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global external @z(#llvm.zero) : !llvm.ptr
