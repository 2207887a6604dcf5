func.func @f(%a: i32) -> i32 {
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %0 = arith.muli %a, %c1 : i32
  return %0 : i32
}
