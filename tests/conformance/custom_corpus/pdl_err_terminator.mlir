pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "r"
  %t = pdl.type : i32
}
