#lhs = affine_map<(m, n, k) -> (m, k)>
#rhs = affine_map<(m, n, k) -> (k, n)>
#acc = affine_map<(m, n, k) -> (m, n)>
func.func @masked_matmul(%a: vector<2x[4]xf32>, %b: vector<[4]x3xf32>, %c: vector<2x3xf32>, %m: vector<2x3x[4]xi1>) -> vector<2x3xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = [#lhs, #rhs, #acc], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x[4]xf32>, vector<[4]x3xf32> into vector<2x3xf32> } : vector<2x3x[4]xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// -----

#dot = affine_map<(k) -> (k)>
#scalar = affine_map<(k) -> ()>
func.func @wrong_mask(%a: vector<8xi32>, %b: vector<8xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %r = vector.mask %m { vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<8xi32>, vector<8xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32
}
