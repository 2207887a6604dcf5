module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %0 = transform.bufferization.one_shot_bufferize %root {memcpy_op = "memref.memcpy"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
