// RUN: --finalize-memref-to-llvm=use-aligned-alloc=1
// RUN: --finalize-memref-to-llvm=use-aligned-alloc=1 --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=use-aligned-alloc=true,use-generic-functions=true

// Alignment by element size (at least 16), padding unless the static size
// is a multiple of it, and an explicit alignment attribute.
func.func @f(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() {alignment = 32 : i64} : memref<4x3xi8>
  %c = memref.alloc() : memref<8xf64>
  %d = memref.alloc(%n) : memref<?x4xf64>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<4x3xi8>
  memref.dealloc %c : memref<8xf64>
  memref.dealloc %d : memref<?x4xf64>
  return
}
