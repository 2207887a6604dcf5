func.func @f() {
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}
