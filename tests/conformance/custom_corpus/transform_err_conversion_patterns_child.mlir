module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.apply_conversion_patterns to %root {
      transform.apply_patterns.canonicalization
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}
