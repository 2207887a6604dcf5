func.func @f() -> (i32, i32) {
  %0 = "test.p"() : () -> i32
  %1 = "test.p"() : () -> i32
  %2 = "test.both"(%0, %0) : (i32, i32) -> i32
  %3 = "test.both"(%0, %1) : (i32, i32) -> i32
  return %2, %3 : i32, i32
}
