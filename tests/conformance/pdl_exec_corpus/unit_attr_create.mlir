func.func @f() {
  "test.mark"() : () -> ()
  return
}
