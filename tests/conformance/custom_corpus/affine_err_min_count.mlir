func.func @f(%a: index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
  return
}
