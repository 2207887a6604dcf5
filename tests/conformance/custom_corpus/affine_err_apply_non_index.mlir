func.func @f(%i: i32) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)
  return
}
