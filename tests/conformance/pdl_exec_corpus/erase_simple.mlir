func.func @f() {
  "test.dead"() : () -> ()
  "test.live"() : () -> ()
  return
}
