func.func @f() -> (i32, i32) {
  %0:2 = "test.p2"() : () -> (i32, i32)
  %1 = "test.join"(%0#0, %0#1) : (i32, i32) -> i32
  %2 = "test.join"(%0#1, %0#0) : (i32, i32) -> i32
  return %1, %2 : i32, i32
}
