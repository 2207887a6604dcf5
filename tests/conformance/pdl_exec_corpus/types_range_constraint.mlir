func.func @f() -> (i32, f32, i64) {
  %0:3 = "test.multi"() : () -> (i32, f32, i64)
  return %0#0, %0#1, %0#2 : i32, f32, i64
}
