func.func @f(%a: index) {
  affine.if affine_map<(d0) -> (d0)>(%a) {
  }
  return
}
