llvm.func @st(%p: !llvm.ptr<3>, %x: i32) {
  nvvm.stmatrix %p, %x {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}
