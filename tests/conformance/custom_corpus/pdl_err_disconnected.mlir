pdl.pattern : benefit(1) {
  %a = pdl.operation "foo.a"
  %b = pdl.operation "foo.b"
  pdl.rewrite %a with "r"(%b : !pdl.operation)
}
