func.func @f() {
  scf.execute_region {
    affine.yield
  }
  return
}
