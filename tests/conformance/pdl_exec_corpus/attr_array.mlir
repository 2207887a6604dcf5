func.func @f() {
  "test.arr"() {v = [1, 2]} : () -> ()
  "test.arr"() {v = [1, 3]} : () -> ()
  return
}
