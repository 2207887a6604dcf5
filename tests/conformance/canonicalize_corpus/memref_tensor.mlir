// CASE: tensor_dim_of_empty_static
func.func @f() -> index {
  %t = tensor.empty() : tensor<4x8xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x8xf32>
  return %d : index
}

// -----

// CASE: tensor_dim_of_empty_dynamic
func.func @f(%n: index) -> index {
  %t = tensor.empty(%n) : tensor<4x?xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4x?xf32>
  return %d : index
}

// -----

// CASE: tensor_dim_static_arg
func.func @f(%t: tensor<3x?xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<3x?xi8>
  return %d : index
}

// -----

// CASE: tensor_cast_of_cast
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// CASE: tensor_extract_from_elements
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%c1] : tensor<2xi32>
  return %e : i32
}

// -----

// CASE: memref_dim_of_alloc
func.func @f(%n: index) -> (index, index) {
  %m = memref.alloc(%n) : memref<4x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  "test.use"(%m) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// -----

// CASE: memref_dead_alloc_erased
func.func @f() {
  %m = memref.alloc() : memref<4xf32>
  return
}

// -----

// CASE: memref_alloc_store_only_erased
func.func @f(%v: f32) {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// CASE: memref_cast_of_cast
func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// CASE: memref_load_after_cast
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %a[%i] : memref<?xf32>
  return %v : f32
}
