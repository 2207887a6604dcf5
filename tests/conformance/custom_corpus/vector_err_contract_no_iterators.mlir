func.func @f(%a: vector<8xf32>, %b: vector<8xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>]} %a, %b, %c : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}
