func.func @f() -> i32 {
  %0:2 = "test.src"() : () -> (i32, i32)
  %1 = "test.wrap"(%0#0) : (i32) -> i32
  %2 = "test.wrap"(%0#1) : (i32) -> i32
  return %1 : i32
}
