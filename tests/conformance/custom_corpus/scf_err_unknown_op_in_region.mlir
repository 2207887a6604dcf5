func.func @f(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %lb {
    scf.bogus %i : index
  }
  return
}
