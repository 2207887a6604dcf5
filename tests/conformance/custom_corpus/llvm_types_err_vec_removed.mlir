llvm.func @vec(%a: !llvm.vec<? x 4 x ptr>)
