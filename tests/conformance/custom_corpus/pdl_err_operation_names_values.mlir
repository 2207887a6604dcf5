"pdl.pattern"() <{benefit = 1 : i16}> ({
  %a = "pdl.attribute"() : () -> !pdl.attribute
  %op = "pdl.operation"(%a) <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
  "pdl.rewrite"(%op) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
  }) : (!pdl.operation) -> ()
}) : () -> ()
