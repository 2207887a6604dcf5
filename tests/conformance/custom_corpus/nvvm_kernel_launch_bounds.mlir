llvm.func @entry(%q: i32, %p: !llvm.ptr {llvm.byval = i64, nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128>, nvvm.reqntid = array<i32: 32, 4>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.blocksareclusters, nvvm.minctasm = 1 : i32, nvvm.maxnreg = 64 : i32} {
  llvm.return
}
llvm.func @result_attr() -> (!llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel}
