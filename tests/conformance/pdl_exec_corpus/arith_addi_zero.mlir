func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  %2 = arith.muli %1, %b : i32
  return %2 : i32
}
