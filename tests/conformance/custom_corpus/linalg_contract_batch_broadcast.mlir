func.func @bcast(%a: tensor<4x8xf32>, %b: tensor<3x8x16xf32>, %o: tensor<3x4x16xf32>) -> tensor<3x4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<3x8x16xf32>) outs(%o : tensor<3x4x16xf32>) -> tensor<3x4x16xf32>
  return %r : tensor<3x4x16xf32>
}
// -----
func.func @transposed_b(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %o: memref<?x?xf32>) {
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<?x?xf16>, memref<?x?xf16>) outs(%o : memref<?x?xf32>)
  return
}
// -----
func.func @outer_dims(%a: tensor<2x3x5xi8>, %b: tensor<3x5x7xi8>, %o: tensor<2x7xi32>) -> tensor<2x7xi32> {
  %r = linalg.contract indexing_maps = [affine_map<(i, j, k, l) -> (i, k, l)>, affine_map<(i, j, k, l) -> (k, l, j)>, affine_map<(i, j, k, l) -> (i, j)>] ins(%a, %b : tensor<2x3x5xi8>, tensor<3x5x7xi8>) outs(%o : tensor<2x7xi32>) -> tensor<2x7xi32>
  return %r : tensor<2x7xi32>
}
