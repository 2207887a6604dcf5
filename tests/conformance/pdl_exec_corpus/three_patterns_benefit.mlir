func.func @f() {
  "test.s"() : () -> ()
  "test.s"() {pri} : () -> ()
  return
}
