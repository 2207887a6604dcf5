func.func @f() {
  bar
  return
}
