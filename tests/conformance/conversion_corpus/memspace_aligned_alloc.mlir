// RUN: --finalize-memref-to-llvm=use-aligned-alloc
// RUN: --finalize-memref-to-llvm="use-aligned-alloc use-generic-functions" --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=use-generic-functions

// aligned_alloc and the generic allocation functions in address spaces.
func.func @aligned(%n: index) -> (memref<?xf32, 5>, memref<3xi16, 1>) {
  %a = memref.alloc(%n) : memref<?xf32, 5>
  %b = memref.alloc() {alignment = 32} : memref<3xi16, 1>
  return %a, %b : memref<?xf32, 5>, memref<3xi16, 1>
}
