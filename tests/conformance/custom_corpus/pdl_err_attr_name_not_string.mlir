pdl.pattern : benefit(1) {
  %a = pdl.attribute
  %op = pdl.operation "foo.op" {5 = %a}
  pdl.rewrite %op with "r"
}
