llvm.func @elements(%a: !llvm.array<8 x label>)
