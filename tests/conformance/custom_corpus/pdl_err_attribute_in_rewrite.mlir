pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  pdl.rewrite %op {
    %a = pdl.attribute
    %new = pdl.operation "foo.new" {"a" = %a}
  }
}
