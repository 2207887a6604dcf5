func.func @f(%a: index) {
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%a) {
  }
  return
}
