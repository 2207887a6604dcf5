func.func @cmp(%x: i64) -> i1 {
  %c = "arith.cmpi"(%x, %x, %x) {predicate = "ult"} : (i64, i64, i64) -> i1
  return %c : i1
}
