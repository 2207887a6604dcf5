pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  %r = "pdl.results"(%op) : (!pdl.operation) -> !pdl.value
  pdl.rewrite %op with "r"(%r : !pdl.value)
}
