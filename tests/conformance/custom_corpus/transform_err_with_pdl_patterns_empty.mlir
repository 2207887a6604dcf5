transform.with_pdl_patterns {
^bb0(%root: !transform.any_op):
}
