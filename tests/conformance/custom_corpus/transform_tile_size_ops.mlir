transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %low, %high, %split = transform.structured.multitile_sizes %arg0 { target_size = 3, dimension = 0 } : (!transform.any_op) -> !transform.param<i64>
  %t, %c = transform.structured.continuous_tile_sizes %arg0 { dimension = 0, target_size = 9 } : (!transform.any_op) -> !transform.any_op
}
