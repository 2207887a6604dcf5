llvm.mlir.global internal constant @s("abc") : !llvm.array<4 x i8>
