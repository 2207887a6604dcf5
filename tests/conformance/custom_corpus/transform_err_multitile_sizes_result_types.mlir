transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %low, %high, %split = "transform.structured.multitile_sizes"(%arg0) <{dimension = 0 : i64, divisor = 1 : i64, target_size = 3 : i64}> : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.any_op)
}
