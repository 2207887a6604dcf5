// SingleBlock: a block with no op is rejected before scf.while's own checks
func.func @empty_before() {
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
    scf.yield
  }
  return
}

// -----

func.func @empty_after(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0:
  }
  return
}
