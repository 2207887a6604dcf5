func.func @if_results(%i: index, %a: f32, %b: f32) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  %r2:2 = affine.if affine_set<()[s0] : (s0 - 3 == 0)>()[%i] -> (f32, index) {
    affine.yield %a, %i : f32, index
  } else {
    affine.yield %b, %i : f32, index
  } {tag}
  return %r : f32
}
