transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  transform.sequence failures(propagate) {
  ^bb1(%inner: !transform.any_op):
    yield
  }
}
