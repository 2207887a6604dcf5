func.func @f() {
  affine.for %i = "x" to 10 {
  }
  return
}
