transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %a, %b, %c = transform.structured.pad %root {copy_back_op = "memref.copy"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}
