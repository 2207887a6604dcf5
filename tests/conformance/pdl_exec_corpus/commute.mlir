func.func @f(%a: i32) -> i32 {
  %c = "test.const"() : () -> i32
  %0 = "test.add"(%c, %a) : (i32, i32) -> i32
  %1 = "test.add"(%a, %c) : (i32, i32) -> i32
  %2 = "test.add"(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
