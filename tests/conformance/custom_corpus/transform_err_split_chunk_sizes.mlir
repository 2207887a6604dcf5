transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %p: !transform.param<i64>):
  %0 = "transform.structured.split"(%arg0, %p) <{dimension = 1 : i64, static_chunk_sizes = 16 : i64}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
}
