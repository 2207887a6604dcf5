func.func @f() -> i32 {
  %0 = "test.producer"() : () -> i32
  "test.consumer"(%0) : (i32) -> ()
  return %0 : i32
}
