// The transform.match.structured predicates: options and dimension lists.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s { reduction_position = 0 } : !transform.any_op
      %d = transform.match.structured.dim %s[0, 2] : (!transform.any_op) -> !transform.param<i64>
      %e = transform.match.structured.dim %s[except(1)] { parallel } : (!transform.any_op) -> !transform.param<i64>
      %i = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.init %s[all] { permutation } : !transform.any_op
      %u = transform.match.structured.result %s[0] { single } : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.dim %s[2, 0, 2] : !transform.any_op
      transform.match.structured.dim %s[1, 1] : !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.dim %s[all] { parallel, reduction } : !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s { passthrough, elementwise } : !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s { contraction = ["arith.mulf"] } : !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %v = transform.match.structured.input %s[0, 1] { projected_permutation } : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.init %s[0] { permutation, projected_permutation } : !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %u = transform.match.structured.result %s[0] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %u = transform.match.structured.result %s[0] { any, single } : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      "transform.match.structured.dim"(%s) <{raw_dim_list = array<i64>}> : (!transform.any_op) -> ()
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      "transform.match.structured.dim"(%s) <{raw_dim_list = array<i64: 1>, is_all}> : (!transform.any_op) -> ()
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_it(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %r = transform.match.structured failures(propagate) %op : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      "transform.match.structured.dim"(%s) <{raw_dim_list = array<i64>, is_all, is_inverted}> : (!transform.any_op) -> ()
      transform.match.structured.yield %s : !transform.any_op
    }
    transform.yield %r : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @outside(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured.body %op { passthrough } : !transform.any_op
    transform.yield
  }
}
