func.func @f(%a: i32) -> i32 {
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}
