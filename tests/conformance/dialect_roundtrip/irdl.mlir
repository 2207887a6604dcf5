"irdl.dialect"() <{sym_name = "cmath"}> ({
  "irdl.type"() <{sym_name = "complex"}> ({
    %0 = "irdl.is"() <{expected = f32}> : () -> !irdl.attribute
    "irdl.parameters"(%0) <{names = ["elem"]}> : (!irdl.attribute) -> ()
  }) : () -> ()
}) : () -> ()
irdl.dialect @testd {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.attribute @my_attr {
    %0 = irdl.base "!builtin.integer"
    irdl.parameters(width: %0)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @testd::@complex<%0>
    %2 = irdl.base @testd::@complex
    %3 = irdl.all_of(%1, %2)
    %4 = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)"
    irdl.operands(in: %3, more: variadic %0, opt: optional %0)
    irdl.results(res: %0)
    irdl.attributes {"attr1" = %4}
    %r = irdl.region with size 2
    irdl.regions(body: %r)
  }
  irdl.operation @empty
}
