// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @p(%a: index, %b: index, %c: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c1) to (%a, %b, %c) step (%c1, %c2, %c1) {
    %s = arith.addi %i, %j : index
    %t = arith.muli %s, %k : index
    "test.use"(%t) : (index) -> ()
    scf.reduce
  }
  return
}
