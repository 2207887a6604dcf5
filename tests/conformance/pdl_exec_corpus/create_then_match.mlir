func.func @f() {
  "test.start"() : () -> ()
  "test.keep"() : () -> ()
  return
}
