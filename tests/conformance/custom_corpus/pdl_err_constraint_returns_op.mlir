pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  %r = pdl.apply_native_constraint "c"(%op : !pdl.operation) : !pdl.operation
  pdl.rewrite %op with "r"
}
