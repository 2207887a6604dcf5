func.func @f(%a: index) {
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%a) to 10 {
  }
  return
}
