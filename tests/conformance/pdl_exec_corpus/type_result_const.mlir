func.func @f() -> (f32, i32) {
  %0 = "test.mk"() : () -> f32
  %1 = "test.mk"() : () -> i32
  return %0, %1 : f32, i32
}
