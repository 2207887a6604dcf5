pdl.pattern : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t = 1 : i32
  %op = pdl.operation "foo.op" {"a" = %a}
  pdl.rewrite %op with "r"
}
