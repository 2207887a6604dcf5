transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %r = transform.alternatives %root : !transform.any_op -> !transform.any_op {
  ^bb1(%scope: !transform.any_op):
    transform.yield
  }
  yield
}
