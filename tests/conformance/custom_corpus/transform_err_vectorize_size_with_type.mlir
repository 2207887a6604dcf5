// The vector sizes of transform.structured.vectorize take a param value,
// but the directive's overload there has no `: type` entries (only the one
// that binds type($values) does): the colon is where the list must end.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.structured.vectorize %m vector_sizes [%n : !transform.param<i64>, 2] : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}
