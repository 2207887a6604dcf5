module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %q = transform.param.constant "x" -> !transform.any_param
    %a = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    %b = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %p, "test" = [1, %q], enable = true} to %a : (!transform.any_op, !transform.param<i64>, !transform.any_param) -> !transform.any_op
    %c = transform.apply_registered_pass "cse" with options = {} to %b : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
