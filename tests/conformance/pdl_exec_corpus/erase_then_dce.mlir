func.func @f() {
  %0 = "test.pure_src"() : () -> i32
  "test.sink"(%0) : (i32) -> ()
  return
}
