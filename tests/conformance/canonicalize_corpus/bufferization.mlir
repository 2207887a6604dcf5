// CASE: clones_simplified
func.func @f(%a: memref<?xf32>, %b: memref<?xf32>) -> (memref<?xf32>, memref<32xf32>) {
  %0 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %unused = bufferization.clone %b : memref<?xf32> to memref<?xf32>
  %c = memref.cast %b : memref<?xf32> to memref<32xf32>
  %1 = bufferization.clone %c : memref<32xf32> to memref<32xf32>
  return %0, %1 : memref<?xf32>, memref<32xf32>
}

// -----

// CASE: clone_deallocated_after_use
func.func @f(%a: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  "use"(%0) : (memref<?xf32>) -> ()
  memref.dealloc %0 : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

// CASE: clone_kept_across_another_dealloc
func.func @f(%a: memref<?xf32>, %b: memref<4xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CASE: alloc_tensor_static_sizes_and_dims
func.func @f(%n: index) -> (tensor<4x?x?xf32>, index) {
  %c6 = arith.constant 6 : index
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%n, %c6) : tensor<4x?x?xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?x8xf32>
  %d = tensor.dim %1, %c0 : tensor<?x8xf32>
  return %0, %d : tensor<4x?x?xf32>, index
}
