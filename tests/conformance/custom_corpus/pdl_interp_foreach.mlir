pdl_interp.func @matcher(%root : !pdl.operation) {
  %vals = pdl_interp.get_results of %root : !pdl.range<value>
  %tys = pdl_interp.get_value_type of %vals : !pdl.range<type>
  %t = pdl_interp.extract 0 of %tys : !pdl.type
  pdl_interp.foreach %v : !pdl.value in %vals {
    %op = pdl_interp.create_operation "foo.op"(%v : !pdl.value) -> (%t : !pdl.type)
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}
