func.func @f(%a: i32, %b: i64) -> (i32, i32) {
  %0 = "test.cast"(%a) : (i32) -> i32
  %1 = "test.cast"(%b) : (i64) -> i32
  return %0, %1 : i32, i32
}
