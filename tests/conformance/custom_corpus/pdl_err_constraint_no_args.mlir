pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  "pdl.apply_native_constraint"() <{name = "c"}> : () -> ()
  pdl.rewrite %op with "r"
}
