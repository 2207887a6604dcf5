transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %a, %b, %c = transform.structured.pad %root pad_to_multiple_of [4, 8, 8] {padding_dimensions = [2, 0]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}
