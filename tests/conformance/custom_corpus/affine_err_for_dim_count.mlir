func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0, d1) -> (d0 + d1)>(%a) {
  }
  return
}
