llvm.func @entry(%p: !llvm.ptr {llvm.byval = f64, nvvm.grid_constant}) {
  llvm.return
}
