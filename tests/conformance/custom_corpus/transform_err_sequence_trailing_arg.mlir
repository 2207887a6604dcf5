transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op, %extra: f32):
  yield
}
