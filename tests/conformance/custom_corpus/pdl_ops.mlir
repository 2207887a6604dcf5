// Every pdl op in its custom form: matcher values, constraints, results and
// an inline rewrite creating, replacing and erasing ops.
pdl.pattern @all_ops : benefit(3) {
  %ty = pdl.type : i32
  %tys = pdl.types : [i32, f32]
  %anyty = pdl.type
  %in = pdl.operand : %anyty
  %ins = pdl.operands
  %attr = pdl.attribute : %anyty
  %cst = pdl.attribute = 7 : i32
  %root = pdl.operation "test.op"(%in, %ins : !pdl.value, !pdl.range<value>) {"a" = %attr, "b" = %cst} -> (%ty, %tys : !pdl.type, !pdl.range<type>)
  %r0 = pdl.result 0 of %root
  %rs = pdl.results of %root
  %r1 = pdl.results 1 of %root -> !pdl.range<value>
  %c:2 = pdl.apply_native_constraint "check"(%r0, %attr : !pdl.value, !pdl.attribute) : !pdl.type, !pdl.attribute
  pdl.rewrite %root {
    %vals = pdl.range %in, %ins : !pdl.value, !pdl.range<value>
    %none = pdl.range : !pdl.range<type>
    %new = pdl.operation "test.new"(%vals : !pdl.range<value>) {"k" = %cst} -> (%ty, %tys : !pdl.type, !pdl.range<type>)
    %made = pdl.apply_native_rewrite "make"(%new : !pdl.operation) : !pdl.value
    pdl.apply_native_rewrite "side"(%made : !pdl.value)
    %out = pdl.apply_native_rewrite "fresh" : !pdl.attribute
    pdl.replace %root with %new
    pdl.erase %new
  }
}
