pdl_interp.func @c(%vals : !pdl.range<value>) {
  "pdl_interp.foreach"(%vals) [^end] ({
  ^bb0(%t : !pdl.type):
    pdl_interp.continue
  }) : (!pdl.range<value>) -> ()
^end:
  pdl_interp.finalize
}
