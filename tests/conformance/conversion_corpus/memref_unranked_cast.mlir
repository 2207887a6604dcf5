// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=index-bitwidth=32
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Ranked to unranked: the descriptor goes to a stack slot, paired with its
// rank; unranked to ranked: the descriptor is loaded back; memref.rank reads
// the unranked descriptor's first field or is the ranked type's constant.
func.func @rank_of(%m: memref<*xf32>) -> index {
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}
func.func @erase_rank(%m: memref<4x?xf32>, %s: memref<i8>) -> (index, index) {
  %u = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  %v = memref.cast %s : memref<i8> to memref<*xi8>
  %r = memref.rank %u : memref<*xf32>
  %q = memref.rank %v : memref<*xi8>
  return %r, %q : index, index
}
func.func @recover_rank(%u: memref<*xf32>, %i: index) -> f32 {
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %x = memref.load %m[%i, %i] : memref<?x?xf32>
  return %x : f32
}
func.func @ranked_rank(%m: memref<2x?x3xi16>) -> index {
  %r = memref.rank %m : memref<2x?x3xi16>
  return %r : index
}
func.func @space_rank(%u: memref<*xf64, 1>) -> index {
  %r = memref.rank %u : memref<*xf64, 1>
  return %r : index
}
