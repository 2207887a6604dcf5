func.func @f() {
  "test.named"() {name = "foo"} : () -> ()
  "test.named"() {name = "baz"} : () -> ()
  return
}
