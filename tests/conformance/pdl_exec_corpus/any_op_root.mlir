func.func @f() -> i32 {
  %0 = "test.identity_src"() : () -> i32
  %1 = "test.whatever"(%0) : (i32) -> i32
  return %1 : i32
}
