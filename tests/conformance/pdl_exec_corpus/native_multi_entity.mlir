func.func @f() {
  "test.op"() : () -> ()
  "test.notop"() : () -> ()
  return
}
