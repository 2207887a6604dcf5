pdl.pattern : benefit(1) {
  %op = pdl.operation "foo.op"
  "pdl.rewrite"(%op, %op) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    pdl.erase %op
  }) : (!pdl.operation, !pdl.operation) -> ()
}
