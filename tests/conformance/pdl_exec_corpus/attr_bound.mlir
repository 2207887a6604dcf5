func.func @f(%a: i32) -> (i32, i32) {
  %0 = "test.a"(%a) {k = "s"} : (i32) -> i32
  %1 = "test.a"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}
