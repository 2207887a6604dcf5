#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @index(%init: tensor<2x3x4xindex>) -> tensor<2x3x4xindex> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%init : tensor<2x3x4xindex>) attrs = {tag = "iota", n = 3 : i32} {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %s = arith.addi %i, %j : index
    %t = arith.addi %s, %k : index
    linalg.yield %t : index
  } -> tensor<2x3x4xindex>
  return %r : tensor<2x3x4xindex>
}
