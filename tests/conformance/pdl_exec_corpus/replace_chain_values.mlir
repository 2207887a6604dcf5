func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = "test.swap"(%a, %b) : (i32, i32) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}
