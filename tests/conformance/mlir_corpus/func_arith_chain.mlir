func.func @chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a overflow<nsw> : i32
  return %2 : i32
}
