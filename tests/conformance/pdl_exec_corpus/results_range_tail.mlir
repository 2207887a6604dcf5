func.func @f() -> (i32, f32) {
  %0:2 = "test.rr"() : () -> (i32, f32)
  %1 = "test.rr"() : () -> i64
  return %0#0, %0#1 : i32, f32
}
