func.func @f() {
  "test.cfg"() {a = 1 : i32, b = 1 : i32} : () -> ()
  "test.cfg"() {a = 1 : i32, b = 2 : i32} : () -> ()
  return
}
