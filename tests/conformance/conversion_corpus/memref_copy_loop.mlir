// RUN: --convert-scf-to-cf --finalize-memref-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

func.func @copy(%a: memref<16xi32>, %b: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    memref.store %x, %b[%i] : memref<16xi32>
  }
  return
}
