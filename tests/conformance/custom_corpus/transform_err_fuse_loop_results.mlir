transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0, %l:3 = transform.structured.fuse %arg0 tile_sizes [16, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
}
