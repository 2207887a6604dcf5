// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm

// Stack memory in an execute_region with several blocks.
func.func @e(%c: i1, %x: f64) -> f64 {
  %r = scf.execute_region -> f64 {
    %m = memref.alloca() : memref<2xf64>
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<2xf64>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %v = memref.load %m[%c0] : memref<2xf64>
    %d = arith.addf %v, %v : f64
    scf.yield %d : f64
  ^bb2:
    scf.yield %x : f64
  }
  return %r : f64
}
