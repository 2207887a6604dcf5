// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --finalize-memref-to-llvm=use-aligned-alloc=1 --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm=index-bitwidth=32 --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --convert-cf-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// Allocate, fill in a parallel loop, sum with a reduction, free.
func.func @fill_sum(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %buf = memref.alloc(%n) : memref<?xi32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<?xi32>
    scf.reduce
  }
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i32 {
    %v = memref.load %buf[%i] : memref<?xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %t = arith.addi %a, %b : i32
      scf.reduce.return %t : i32
    }
  }
  memref.dealloc %buf : memref<?xi32>
  return %s : i32
}
