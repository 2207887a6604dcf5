func.func @f(%i: index) {
  %0 = affine.apply 3 (%i)
  return
}
