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

// -----

// CASE: dealloc_duplicate_memrefs_and_retained
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %r: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%a, %b, %a, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %d, %c) retain (%r, %b, %r : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// -----

// CASE: dealloc_of_nothing_is_false
func.func @f(%r: memref<4xf32>, %s: memref<4xf32>) -> (i1, i1) {
  bufferization.dealloc
  %0:2 = bufferization.dealloc retain (%r, %s : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CASE: dealloc_drops_false_conditions
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  %false = arith.constant false
  %true = arith.constant true
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%false, %true)
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%false, %false)
  return
}

// -----

// CASE: dealloc_of_alloc_metadata_and_dead_alloc
func.func @f(%a: memref<4xf32>, %c: i1) -> memref<8xi8> {
  %x = memref.alloc() : memref<8xi8>
  %y = memref.alloca() : memref<2x2xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %y : memref<2x2xf32> -> memref<f32>, index, index, index, index, index
  %z = memref.alloc() : memref<3xf32>
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%x, %base, %z, %b2 : memref<8xi8>, memref<f32>, memref<3xf32>, memref<f32>) if (%c, %c, %c, %c)
  return %x : memref<8xi8>
}
