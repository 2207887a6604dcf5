pdl.pattern @p : benefit(65535) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "r"
}
