transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %h = transform.structured.hoist_pad %root by 2 loops, transpose by [0, 2] : (!transform.any_op) -> !transform.any_op
}
