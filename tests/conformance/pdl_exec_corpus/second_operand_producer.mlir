func.func @f(%a: i32) -> (i32, i32) {
  %one = "test.one"() : () -> i32
  %0 = "test.bin"(%a, %one) : (i32, i32) -> i32
  %1 = "test.bin"(%one, %a) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}
