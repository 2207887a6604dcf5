func.func @f() {
  "test.opt"() {k = unit} : () -> ()
  "test.opt"() : () -> ()
  return
}
