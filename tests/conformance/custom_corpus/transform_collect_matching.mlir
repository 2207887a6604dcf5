module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_fn(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.collect_matching @match_fn in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
