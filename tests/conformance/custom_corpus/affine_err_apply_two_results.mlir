func.func @f(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0, d0 + 1)>(%i)
  return
}
