pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  %c = arith.constant 1 : i32
  pdl.rewrite %op with "r"
}
