func.func @f() {
  affine.for %i = 0 to 10 step 0 {
  }
  return
}
