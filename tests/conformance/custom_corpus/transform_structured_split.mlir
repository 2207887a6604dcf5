transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  %0 = transform.structured.split %arg0 after 16 {dimension = 1} : !transform.any_op
  %1 = transform.structured.split %0 after %p {dimension = 0, multiway} : !transform.any_op, !transform.param<i64>
  %2 = transform.structured.split %1 after -3 {dimension = 0} : !transform.any_op
}
