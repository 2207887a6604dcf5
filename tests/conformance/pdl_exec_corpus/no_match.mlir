func.func @f() {
  "test.sometimes"() : () -> ()
  return
}
