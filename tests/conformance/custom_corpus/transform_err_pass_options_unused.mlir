module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    %a = "transform.apply_registered_pass"(%root, %p) <{options = {}, pass_name = "cse"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
