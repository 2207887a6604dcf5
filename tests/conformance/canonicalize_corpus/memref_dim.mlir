// CASE: dim_of_view
func.func @f(%buf: memref<2048xi8>, %s: index, %n: index, %k: index) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%s][%n, %k] : memref<2048xi8> to memref<?x?xf32>
  %d = memref.dim %v, %c1 : memref<?x?xf32>
  "test.use"(%v) : (memref<?x?xf32>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_subview
func.func @f(%m: memref<?x?xf32>, %o: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%o, 0] [%n, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %s, %c0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
  "test.use"(%s) : (memref<?x4xf32, strided<[?, 1], offset: ?>>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_rank_reduced_subview
func.func @f(%m: memref<?x?xf32>, %o: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%o, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %d = memref.dim %s, %c0 : memref<?xf32, strided<[1], offset: ?>>
  "test.use"(%s) : (memref<?xf32, strided<[1], offset: ?>>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_reinterpret_cast_kept
func.func @f(%m: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %d = memref.dim %r, %c0 : memref<?x4xf32>
  "test.use"(%r) : (memref<?x4xf32>) -> ()
  return %d : index
}

// -----

// CASE: rank_of_ranked_and_unranked
func.func @f(%m: memref<?x4xf32>, %u: memref<*xf32>, %t: tensor<2x?x3xi8>, %v: tensor<*xi8>) -> (index, index, index, index) {
  %0 = memref.rank %m : memref<?x4xf32>
  %1 = memref.rank %u : memref<*xf32>
  %2 = tensor.rank %t : tensor<2x?x3xi8>
  %3 = tensor.rank %v : tensor<*xi8>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CASE: dim_of_reshape_loads_shape_before_store
func.func @f(%src: memref<*xf16>, %shape: memref<?xindex>, %v: index) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %src(%shape) : (memref<*xf16>, memref<?xindex>) -> memref<*xf16>
  memref.store %v, %shape[%c1] : memref<?xindex>
  %d = memref.dim %r, %c1 : memref<*xf16>
  return %d : index
}

// -----

// CASE: dim_of_reshape_i64_shape_index_cast
func.func @f(%src: memref<?x?xf32>, %shape: memref<2xi64>, %i: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<?x?xf32>, memref<2xi64>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  "test.use"(%r) : (memref<?x?xf32>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_reshape_index_defined_after_reshape_kept
func.func @f(%src: memref<*xf32>, %shape: memref<?xindex>, %a: index, %b: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %i = arith.addi %a, %b : index
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

// CASE: dim_of_reshape_in_nested_region
func.func @f(%src: memref<*xf32>, %shape: memref<?xindex>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %c1 {
    %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    scf.for %jv = %lb to %ub step %c1 {
      %d = memref.dim %r, %iv : memref<*xf32>
      %e = memref.dim %r, %jv : memref<*xf32>
      "test.use"(%d, %e) : (index, index) -> ()
    }
  }
  return
}
