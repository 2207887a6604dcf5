func.func @f() {
  "test.r"() : () -> ()
  %0 = "test.r"() : () -> i32
  %1:2 = "test.r"() : () -> (i32, i32)
  return
}
