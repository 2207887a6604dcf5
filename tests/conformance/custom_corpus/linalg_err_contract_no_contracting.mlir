func.func @f(%a: tensor<4xf32>, %b: tensor<16xf32>, %o: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>] ins(%a, %b : tensor<4xf32>, tensor<16xf32>) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
