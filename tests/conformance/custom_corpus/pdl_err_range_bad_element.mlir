pdl.pattern : benefit(1) {
  %ts = pdl.types : !pdl.range<thing>
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "r"
}
