func.func @f(%a: i32, %b: f32) -> (i32, i32) {
  %0 = "test.w"(%a) : (i32) -> i32
  %1 = "test.w"(%b) : (f32) -> i32
  return %0, %1 : i32, i32
}
