// A param value among the vector sizes of transform.structured.vectorize,
// its type listed after the target's.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.structured.vectorize %m vector_sizes [%n, [8], 2] : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}
