func.func @f(%a: index, %b: index) {
  affine.for %i = %a, %b to 10 {
  }
  return
}
