transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  transform.structured.vectorize %root vector_sizes [] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  transform.structured.vectorize %root vector_sizes [4, [8]] : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  transform.structured.vectorize %root {vectorize_nd_extract} : !transform.any_op
}
