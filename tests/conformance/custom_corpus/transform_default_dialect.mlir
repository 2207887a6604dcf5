transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
  foreach %funcs : !transform.any_op {
  ^bb1(%f: !transform.any_op):
    transform.sequence %f : !transform.any_op failures(suppress) {
    ^bb2(%g: !transform.any_op):
      yield
    }
  }
}

// -----

transform.with_pdl_patterns {
^bb0(%root: !transform.any_op):
  sequence %root : !transform.any_op failures(propagate) {
  ^bb1(%inner: !transform.any_op):
    yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%root: !transform.any_op):
  foreach %root : !transform.any_op {
  ^bb1(%f: !transform.any_op):
    sequence %f : !transform.any_op failures(suppress) {
    ^bb2(%g: !transform.any_op):
      yield
    }
  }
}
