pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op with "r" {
    pdl.erase %op
  }
}
