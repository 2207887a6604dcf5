// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Stack allocations with an alignment.
func.func @f(%n: index) {
  %a = memref.alloca() {alignment = 16} : memref<4xf32, 5>
  %b = memref.alloca(%n) {alignment = 32} : memref<?xi64>
  return
}
