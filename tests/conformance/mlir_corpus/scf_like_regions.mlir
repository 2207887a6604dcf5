func.func @loops(%lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %x = "foo.body"(%i) : (index) -> i32
  }
  return
}
