// RUN: --finalize-memref-to-llvm=use-generic-functions=1
// RUN: --finalize-memref-to-llvm=use-generic-functions=1,index-bitwidth=32
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm=use-generic-functions=1 --reconcile-unrealized-casts

// The generic allocation and deallocation functions.
func.func @f(%n: index, %m: index) -> f32 {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0, %c0] : memref<?x?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %v : f32
}
