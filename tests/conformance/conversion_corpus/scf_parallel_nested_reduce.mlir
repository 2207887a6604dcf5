// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts

// A reducing scf.parallel inside a non-reducing one, with a store.
func.func @n(%m: memref<?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = scf.parallel (%j) = (%c0) to (%k) step (%c1) init (%zero) -> f32 {
      %x = memref.load %m[%j] : memref<?xf32>
      scf.reduce(%x : f32) {
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b fastmath<fast> : f32
        scf.reduce.return %t : f32
      }
    }
    memref.store %s, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
