func.func @sum(%x: i16, %y: i16) -> i16 {
  %s = arith.subi %x, %y {overflowFlags = 2 : i64} : i16
  return %s : i16
}
