// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

// A bufferized scf.forall: an scf.parallel, then loops and blocks; static
// and dynamic bounds, steps, two dimensions, a mapping attribute.
func.func @f(%m: memref<8x?xf32>, %n: index, %s: index) {
  %c = arith.constant 1.0 : f32
  scf.forall (%i, %j) = (0, 1) to (8, %n) step (2, %s) {
    memref.store %c, %m[%i, %j] : memref<8x?xf32>
  }
  scf.forall (%k) in (4) {
    memref.store %c, %m[%k, %k] : memref<8x?xf32>
  } {mapping = [#gpu.thread<x>]}
  return
}
