func.func @f(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16>, %i: index) {
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}
