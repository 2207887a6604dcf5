func.func @f(%a: i32) -> i32 {
  %0 = "test.neg"(%a) : (i32) -> i32
  %1 = "test.neg"(%0) : (i32) -> i32
  %2 = "test.neg"(%1) : (i32) -> i32
  return %2 : i32
}
