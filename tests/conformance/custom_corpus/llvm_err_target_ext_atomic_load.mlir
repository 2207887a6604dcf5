llvm.func @atomic_target(%p: !llvm.ptr) {
  %value = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> !llvm.target<"spirv.Queue">
  llvm.return
}
