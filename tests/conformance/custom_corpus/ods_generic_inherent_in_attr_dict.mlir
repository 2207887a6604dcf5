func.func @cmp(%x: i64, %y: i64) -> i1 {
  %c = "arith.cmpi"(%x, %y) {predicate = 6 : i64, tag = "kept"} : (i64, i64) -> i1
  %d = "arith.cmpi"(%x, %y) <{predicate = 2 : i64}> {predicate = "ignored"} : (i64, i64) -> i1
  %e = arith.andi %c, %d : i1
  return %e : i1
}
