func.func @f(%a: i32) -> i32 {
  %z = "test.zero"() : () -> i32
  %0 = "test.sub"(%z, %a) : (i32, i32) -> i32
  return %0 : i32
}
