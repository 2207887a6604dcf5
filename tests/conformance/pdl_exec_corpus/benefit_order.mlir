func.func @f() {
  "test.x"() : () -> ()
  return
}
