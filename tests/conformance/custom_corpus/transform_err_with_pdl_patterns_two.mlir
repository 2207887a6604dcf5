transform.with_pdl_patterns {
^bb0(%root: !transform.any_op):
  sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op):
    yield
  }
  sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%b: !transform.any_op):
    yield
  }
}
