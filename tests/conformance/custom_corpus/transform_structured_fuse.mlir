transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %fused, %loops:2 = transform.structured.fuse %root tile_sizes [16, 0, 8] interchange [1, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %fused, %forall = transform.structured.fuse %root tile_sizes [16, 8] {use_forall} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}
