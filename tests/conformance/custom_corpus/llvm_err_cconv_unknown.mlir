llvm.func @f() attributes {cc = #llvm.cconv<fastest_cc>}
