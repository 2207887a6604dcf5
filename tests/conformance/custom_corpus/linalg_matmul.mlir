func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ai: memref<4x8xi8>, %bi: memref<8x16xi8>, %ci: memref<4x16xi32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%ai, %bi : memref<4x8xi8>, memref<8x16xi8>) outs(%ci : memref<4x16xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : memref<4x8xi8>, memref<8x16xi8>) outs(%ci : memref<4x16xi32>)
  return %0 : tensor<4x16xf32>
}
func.func @mm_t(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
