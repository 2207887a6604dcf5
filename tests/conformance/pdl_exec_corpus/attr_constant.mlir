func.func @f(%a: i32) -> (i32, i32) {
  %0 = "test.scale"(%a) {factor = 1 : i64} : (i32) -> i32
  %1 = "test.scale"(%a) {factor = 2 : i64} : (i32) -> i32
  return %0, %1 : i32, i32
}
