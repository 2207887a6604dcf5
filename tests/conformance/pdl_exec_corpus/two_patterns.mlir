func.func @f() {
  "test.a"() : () -> ()
  "test.b"() : () -> ()
  return
}
