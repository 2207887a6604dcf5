func.func @f(%a: i32) -> i32 {
  %0:2 = "test.dual"(%a) : (i32) -> (i32, i32)
  %1 = "test.add"(%0#0, %0#1) : (i32, i32) -> i32
  return %1 : i32
}
