func.func @f(%a: index) {
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%a) {
  }
  return
}
