func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = "test.v"(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = "test.v"(%a, %b) : (i32, f32) -> (f32, i32)
  return %0#0, %1#0 : i32, f32
}
