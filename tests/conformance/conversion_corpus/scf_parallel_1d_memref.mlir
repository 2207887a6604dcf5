// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @p(%m: memref<?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
