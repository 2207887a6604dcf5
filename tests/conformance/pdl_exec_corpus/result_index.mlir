func.func @f() {
  %0:2 = "test.two"() : () -> (i32, f32)
  "test.use"(%0#1) : (f32) -> ()
  "test.use"(%0#0) : (i32) -> ()
  return
}
