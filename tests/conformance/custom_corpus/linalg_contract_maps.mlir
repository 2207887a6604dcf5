func.func @contract(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %o: tensor<4x16xf32>, %bi: tensor<2x4x8xi8>, %bj: tensor<2x8x16xi8>, %bo: tensor<2x4x16xi32>, %m: memref<8xf32>, %n: memref<8xf32>, %s: memref<f32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  %q = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%bi, %bj : tensor<2x4x8xi8>, tensor<2x8x16xi8>) outs(%bo : tensor<2x4x16xi32>) {cast = #linalg.type_fn<cast_unsigned>} -> tensor<2x4x16xi32>
  linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>] ins(%m, %n : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  return %r : tensor<4x16xf32>
}
