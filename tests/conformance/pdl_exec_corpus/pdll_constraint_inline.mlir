func.func @f() {
  "test.foo"() : () -> ()
  "test.bar"() : () -> ()
  return
}
