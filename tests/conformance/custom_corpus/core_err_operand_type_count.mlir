// resolveOperands: more types than operands, reported where the operand group began
func.func @from_elements(%a: index) -> tensor<2xindex> {
  %t = tensor.from_elements %a : tensor<2xindex>
  return %t : tensor<2xindex>
}

// -----

func.func @parallel_inits(%lb: index, %ub: index, %st: index) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @forall_outs(%t: tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.structured.vectorize %root vector_sizes [%p, 8] : !transform.any_op, !transform.param<i64>, !transform.param<i64>
    transform.yield
  }
}
