pdl.pattern : benefit(1) {
  %ts = "pdl.types"() : () -> !pdl.range<range<type>>
  %op = pdl.operation "foo.op" -> (%ts : !pdl.range<type>)
  pdl.rewrite %op with "r"
}
