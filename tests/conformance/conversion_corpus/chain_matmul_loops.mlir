// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf

// A matrix product over dynamic memrefs: three nested loops, a reduction
// carried in the innermost one.
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index, %m: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %sum = scf.for %l = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%i, %l] : memref<?x?xf32>
        %y = memref.load %b[%l, %j] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
