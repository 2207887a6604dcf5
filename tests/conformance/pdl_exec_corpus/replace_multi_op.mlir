func.func @f() -> (f32, i32) {
  %0:2 = "test.pair"() : () -> (i32, f32)
  return %0#1, %0#0 : f32, i32
}
