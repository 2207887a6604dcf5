"irdl.dialect"() <{sym_name = "cmath"}> ({
  "irdl.type"() <{sym_name = "complex"}> ({
    %0 = "irdl.is"() <{expected = f32}> : () -> !irdl.attribute
    "irdl.parameters"(%0) <{names = ["elem"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
