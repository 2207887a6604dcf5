func.func @ew(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>, %c: tensor<4x8xi1>, %m: memref<4x8xf32>, %v: tensor<8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %r : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %s : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %u = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%t : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%m, %m : memref<4x8xf32>, memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %w = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %u : tensor<8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
