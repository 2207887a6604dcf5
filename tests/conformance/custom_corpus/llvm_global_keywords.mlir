llvm.mlir.global private hidden unnamed_addr constant @a(1 : i32) : i32
llvm.mlir.global internal protected local_unnamed_addr @b(2 : i32) : i32
llvm.mlir.global external thread_local @t(0 : i64) : i64
llvm.mlir.global common @z(0 : i32) : i32
llvm.mlir.global appending @arr(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
