module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.consumed}) {
    %sz = transform.param.constant 10 : i64 -> !transform.any_param
    %1:2 = transform.structured.tile_using_forall %arg1 tile_sizes *(%sz) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
