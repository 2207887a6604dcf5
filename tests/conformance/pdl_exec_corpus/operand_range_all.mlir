func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %0 = "test.v"() : () -> i32
  %1:2 = "test.v"(%a, %b) : (i32, f32) -> (i32, f32)
  return %1#0, %1#1 : i32, f32
}
