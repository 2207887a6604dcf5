pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    pdl.apply_native_rewrite "nothing"
  }
}
