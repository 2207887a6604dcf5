func.func @f() {
  "test.d"() {cfg = {a = 1 : i32}} : () -> ()
  "test.d"() {cfg = {a = 2 : i32}} : () -> ()
  return
}
