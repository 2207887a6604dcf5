transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  transform.sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%inner: !transform.op<"func.func">):
    yield
  }
}
