module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %padded, %pad, %copy = transform.structured.pad %mm {padding_values = [0.0 : f32, 0.0 : f32, 0.0 : f32], padding_dimensions = [0, 1, 2]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %p2, %pad2, %copy2 = transform.structured.pad %mm pad_to_multiple_of [16, 32] {padding_dimensions = [0, 1], copy_back_op = "linalg.copy", nofold_flags = [1, 0, 0], transpose_paddings = [[1, 0], [0, 1]]} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %p3, %pad3, %copy3 = transform.structured.pad %mm {copy_back_op = "bufferization.materialize_in_destination"} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %hoisted = transform.structured.hoist_pad %pad by 1 loops, transpose by [1, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
