// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// A loop copying a dynamic buffer from address space 1 into a stack buffer
// in address space 5, summing it on the way.
func.func @sum(%src: memref<?xf32, 1>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %tmp = memref.alloca(%n) : memref<?xf32, 5>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %src[%i] : memref<?xf32, 1>
    memref.store %v, %tmp[%i] : memref<?xf32, 5>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
