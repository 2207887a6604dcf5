func.func @f() {
  frobnicate
  return
}
