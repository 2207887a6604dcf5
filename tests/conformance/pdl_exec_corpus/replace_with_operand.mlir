func.func @f(%a: i32) -> i32 {
  %0 = "test.id"(%a) : (i32) -> i32
  %1 = "test.id"(%0) : (i32) -> i32
  return %1 : i32
}
