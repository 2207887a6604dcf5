func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %a : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}
