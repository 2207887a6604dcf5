pdl_interp.func @d(%vals : !pdl.range<value>) {
  pdl_interp.foreach %v : !pdl.value on %vals {
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}
