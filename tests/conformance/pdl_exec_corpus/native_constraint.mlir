func.func @f() {
  "test.op"() : () -> ()
  "test.other"() : () -> ()
  return
}
