llvm.func @missing_comma() vscale_range(1 2)
