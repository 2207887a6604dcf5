llvm.func @entry() attributes {nvvm.blocksareclusters, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  llvm.return
}
