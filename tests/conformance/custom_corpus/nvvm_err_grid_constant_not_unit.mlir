llvm.func @entry(%p: !llvm.ptr {llvm.byval = i64, nvvm.grid_constant = false}) attributes {nvvm.kernel} {
  llvm.return
}
