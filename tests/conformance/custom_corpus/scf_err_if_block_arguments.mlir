func.func @then_args(%flag: i1) {
  scf.if %flag {
  ^bb0(%x: f32):
    scf.yield
  }
  return
}
