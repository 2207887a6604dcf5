// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @p(%lb: index, %ub: index, %st: index, %m: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %m) step (%st, %st) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}
