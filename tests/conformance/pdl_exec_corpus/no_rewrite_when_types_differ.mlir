func.func @f(%a: i32, %b: f32) -> (i32, i32) {
  %0 = "test.conv"(%a) : (i32) -> i32
  %1 = "test.conv"(%b) : (f32) -> i32
  return %0, %1 : i32, i32
}
