llvm.func @f() attributes {cc = #llvm.cconv<7>}
