module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %at = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %at[0] : (!transform.any_op) -> !transform.any_value
    %call = transform.func.cast_and_call @callee(%v) -> %v after %at {
      transform.type_conversion.tensor.cast_shape_dynamic_dims
    } : (!transform.any_op, !transform.any_value, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op) {
    %at = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %call = "transform.func.cast_and_call"(%at) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({
    }) : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
