// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=index-bitwidth=32

// malloc with an alignment attribute: padded size, aligned pointer.
func.func @f(%n: index) -> memref<?x2xi16> {
  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?x2xi16>
  %b = memref.alloc() {alignment = 8 : i64} : memref<3xi64>
  memref.dealloc %b : memref<3xi64>
  return %a : memref<?x2xi16>
}
