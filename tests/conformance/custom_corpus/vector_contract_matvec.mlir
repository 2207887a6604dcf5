#a = affine_map<(i, k) -> (i, k)>
#b = affine_map<(i, k) -> (k)>
#c = affine_map<(i, k) -> (i)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
