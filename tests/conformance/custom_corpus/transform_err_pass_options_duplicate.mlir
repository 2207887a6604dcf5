module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %a = transform.apply_registered_pass "cse" with options = {mode = 1, "mode" = 2} to %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
