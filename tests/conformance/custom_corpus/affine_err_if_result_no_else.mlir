func.func @f(%a: index, %x: f32) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> f32 {
    affine.yield %x : f32
  }
  return
}
