// RUN: --convert-scf-to-cf --finalize-memref-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %x = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}
