func.func @f() {
  "test.op"() : () -> ()
  return
}
