func.func @o(%a: vector<4xf32>, %b: vector<8xf32>, %s: f32, %acc: vector<4x8xf32>, %x: vector<4x3xf32>, %y: vector<3x8xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %3 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %acc : vector<4x3xf32>, vector<3x8xf32> into vector<4x8xf32>
  %4 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %x, %y, %acc {foo.bar} : vector<4x3xf32>, vector<3x8xf32> into vector<4x8xf32>
  return
}
