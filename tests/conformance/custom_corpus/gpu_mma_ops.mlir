func.func @mma(%a: memref<32x32xf16>, %c: memref<32x32xf32>, %i: index, %x: f32) {
  %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x8xf16, "BOp">
  %C = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x8xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<16x8xf32, "COp">
  %E = gpu.subgroup_mma_elementwise addf %D, %C : (!gpu.mma_matrix<16x8xf32, "COp">, !gpu.mma_matrix<16x8xf32, "COp">) -> !gpu.mma_matrix<16x8xf32, "COp">
  gpu.subgroup_mma_store_matrix %E, %c[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x8xf32, "COp">, memref<32x32xf32>
  return
}
