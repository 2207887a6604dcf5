func.func @fragment(%m: memref<32x32xf16, 3>, %i: index) {
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16xf16, "AOp">
  return
}
