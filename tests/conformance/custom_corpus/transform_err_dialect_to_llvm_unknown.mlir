module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.apply_conversion_patterns to %root {
      transform.apply_conversion_patterns.dialect_to_llvm "not_a_dialect"
    } {partial_conversion} : !transform.any_op
    transform.yield
  }
}
