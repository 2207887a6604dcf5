pdl.pattern : benefit(1) {
  %t = pdl.type
  %v = pdl.operand
  %op = pdl.operation "foo.op"(%v : !pdl.value)
  pdl.rewrite %op {
    %r = "pdl.range"(%v, %t) : (!pdl.value, !pdl.type) -> !pdl.range<value>
  }
}
