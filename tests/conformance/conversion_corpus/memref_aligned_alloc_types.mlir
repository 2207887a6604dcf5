// RUN: --finalize-memref-to-llvm=use-aligned-alloc=1
// RUN: --finalize-memref-to-llvm=use-aligned-alloc=1,index-bitwidth=32

// Element types of several sizes under aligned_alloc.
func.func @f(%n: index) {
  %a = memref.alloc(%n) : memref<?xi1>
  %b = memref.alloc() : memref<2xindex>
  %c = memref.alloc() : memref<4xf16>
  %d = memref.alloc() : memref<4x4xi32>
  %e = memref.alloc(%n) : memref<?xbf16>
  %g = memref.alloc() {alignment = 128 : i64} : memref<16xi64>
  return
}
