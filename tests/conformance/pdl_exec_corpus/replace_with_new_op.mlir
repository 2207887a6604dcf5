func.func @f(%a: i32, %b: f32) -> (i32, f32) {
  %0 = "test.old"(%a) : (i32) -> i32
  %1 = "test.old"(%b) : (f32) -> f32
  return %0, %1 : i32, f32
}
