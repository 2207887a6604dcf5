func.func @f(%a: i32) -> i32 {
  %0 = "test.inc"(%a) : (i32) -> i32
  %1 = "test.inc"(%0) : (i32) -> i32
  %2 = "test.inc"(%1) : (i32) -> i32
  %3 = "test.inc"(%2) : (i32) -> i32
  return %3 : i32
}
