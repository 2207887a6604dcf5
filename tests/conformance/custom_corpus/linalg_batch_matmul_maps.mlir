func.func @f(%a: tensor<2x8x4xi8>, %b: tensor<2x8x16xi8>, %c: tensor<2x4x16xi32>, %d: memref<4x16xf32>, %x: memref<2x4x8xf16>, %y: memref<2x8x16xf16>) -> tensor<2x4x16xi32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : tensor<2x8x4xi8>, tensor<2x8x16xi8>) outs(%c : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
  linalg.batch_reduce_matmul ins(%x, %y : memref<2x4x8xf16>, memref<2x8x16xf16>) outs(%d : memref<4x16xf32>)
  return %0 : tensor<2x4x16xi32>
}
