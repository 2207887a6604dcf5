func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = "test.sub"(%a, %a) : (i32, i32) -> i32
  %1 = "test.sub"(%a, %b) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
