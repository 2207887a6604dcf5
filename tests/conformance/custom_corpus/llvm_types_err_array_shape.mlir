llvm.func @shape(%a: !llvm.array<2 x 3 x i8>)
