pdl.pattern : benefit(1) {
  %v = pdl.operand
  %op = pdl.operation "foo.op"(%v : !pdl.value)
  pdl.rewrite %op {
    %new = pdl.operation "foo.new"
    "pdl.replace"(%op, %new, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}
