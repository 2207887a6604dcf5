pdl_interp.func @b(%root : !pdl.operation) {
  %op = pdl_interp.create_operation "foo.op" -> <inferred>
  pdl_interp.finalize
}
