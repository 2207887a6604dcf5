"pdl.pattern"() <{benefit = 1 : i16, sym_name = "p"}> ({
  %0 = "pdl.operation"() <{attributeValueNames = [], opName = "foo.op", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
  "pdl.rewrite"(%0) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
  }) : (!pdl.operation) -> ()
}) : () -> ()
