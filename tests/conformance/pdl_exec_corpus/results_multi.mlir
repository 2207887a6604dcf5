func.func @f() -> (i32, f32) {
  %0:2 = "test.two"() : () -> (i32, f32)
  return %0#0, %0#1 : i32, f32
}
