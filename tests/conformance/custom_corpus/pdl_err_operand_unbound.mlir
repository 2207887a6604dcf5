pdl.pattern : benefit(1) {
  %v = pdl.operand
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "r"
}
