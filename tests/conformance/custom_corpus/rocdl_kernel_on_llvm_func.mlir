llvm.func @entry() attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 256 : index} {
  llvm.return
}
