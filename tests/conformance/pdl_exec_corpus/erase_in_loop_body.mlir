func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.noop"() : () -> ()
    "test.keep"(%i) : (index) -> ()
    scf.yield
  }
  return
}
