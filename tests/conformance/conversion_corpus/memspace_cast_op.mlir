// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// memref.memory_space_cast: addrspacecast of both pointers.
func.func @f(%m: memref<4x?xf32, 1>, %i: index) -> memref<4x?xf32> {
  %0 = memref.memory_space_cast %m : memref<4x?xf32, 1> to memref<4x?xf32>
  %1 = memref.memory_space_cast %0 : memref<4x?xf32> to memref<4x?xf32, 3>
  %v = memref.load %1[%i, %i] : memref<4x?xf32, 3>
  memref.store %v, %0[%i, %i] : memref<4x?xf32>
  return %0 : memref<4x?xf32>
}

func.func @unranked(%u: memref<*xf32, 1>) -> memref<*xf32, 5> {
  %0 = memref.memory_space_cast %u : memref<*xf32, 1> to memref<*xf32, 5>
  return %0 : memref<*xf32, 5>
}
