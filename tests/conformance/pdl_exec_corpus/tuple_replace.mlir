func.func @f() -> (i32, f32) {
  %2:2 = "test.t"() : () -> (i32, f32)
  return %2#0, %2#1 : i32, f32
}
