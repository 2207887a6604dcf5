pdl_interp.func @a(%root : !pdl.operation) {
  pdl_interp.switch_operation_name of %root to ["foo.op", "bar.op"](^x) -> ^x
^x:
  pdl_interp.finalize
}
