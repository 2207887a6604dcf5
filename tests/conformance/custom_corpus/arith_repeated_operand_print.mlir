func.func @repeat(%x: i64, %y: i64) -> (i64, i64, i64) {
  %k = arith.constant 7 : i64
  %a = arith.subi %k, %x : i64
  %b = arith.subi %y, %y : i64
  %c = arith.subi %k, %y : i64
  %d = arith.subi %x, %k : i64
  return %b, %c, %d : i64, i64, i64
}
