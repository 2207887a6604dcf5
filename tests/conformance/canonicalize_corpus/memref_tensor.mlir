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

// -----

// CASE: tensor_cast_chain_to_dynamic
func.func @f(%t: tensor<4x8xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<4x?xf32>
  %b = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// -----

// CASE: tensor_cast_chain_kept_runtime_check
func.func @f(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %b = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}

// -----

// CASE: tensor_cast_chain_unranked
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = tensor.cast %a : tensor<*xf32> to tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// CASE: tensor_cast_same_type
func.func @f(%t: tensor<?xf32>) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<?xf32> to tensor<?xf32>
  return %a : tensor<?xf32>
}

// -----

// CASE: tensor_cast_chain_three
func.func @f(%t: tensor<4xi8>) -> tensor<4xi8> {
  %a = tensor.cast %t : tensor<4xi8> to tensor<?xi8>
  %b = tensor.cast %a : tensor<?xi8> to tensor<*xi8>
  %c = tensor.cast %b : tensor<*xi8> to tensor<4xi8>
  return %c : tensor<4xi8>
}

// -----

// CASE: tensor_extract_from_elements_2d
func.func @f(%a: i32, %b: i32) -> i32 {
  %e = tensor.from_elements %a, %b, %a, %b, %b, %a : tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %e[%c1, %c2] : tensor<2x3xi32>
  return %x : i32
}

// -----

// CASE: tensor_extract_from_elements_out_of_bounds
func.func @f(%a: i32, %b: i32) -> i32 {
  %e = tensor.from_elements %a, %b : tensor<2xi32>
  %c7 = arith.constant 7 : index
  %x = tensor.extract %e[%c7] : tensor<2xi32>
  return %x : i32
}

// -----

// CASE: tensor_extract_from_elements_dynamic_index
func.func @f(%a: i32, %b: i32, %i: index) -> i32 {
  %e = tensor.from_elements %a, %b : tensor<2xi32>
  %x = tensor.extract %e[%i] : tensor<2xi32>
  return %x : i32
}

// -----

// CASE: tensor_extract_dense_constant
func.func @f() -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[[1, 2, 3], [-4, 5, 6]]> : tensor<2x3xi32>
  %x = tensor.extract %t[%c1, %c0] : tensor<2x3xi32>
  %f = arith.constant dense<[1.5, -2.25]> : tensor<2xf32>
  %y = tensor.extract %f[%c1] : tensor<2xf32>
  return %x, %y : i32, f32
}

// -----

// CASE: tensor_extract_splat_dynamic_index
func.func @f(%i: index) -> i16 {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<-9> : tensor<2x3xi16>
  %x = tensor.extract %t[%i, %c0] : tensor<2x3xi16>
  return %x : i16
}

// -----

// CASE: tensor_extract_after_insert_kept
func.func @f(%t: tensor<2x3xi32>, %s: i32, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %ins = tensor.insert %s into %t[%i, %c1] : tensor<2x3xi32>
  %v = tensor.extract %ins[%i, %c1] : tensor<2x3xi32>
  return %v : i32
}

// -----

// CASE: tensor_extract_through_cast
func.func @f(%t: tensor<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %ca = tensor.cast %t : tensor<2x3xi32> to tensor<?x?xi32>
  %u = tensor.extract %ca[%c0, %c0] : tensor<?x?xi32>
  return %u : i32
}

// -----

// CASE: tensor_extract_through_cast_unranked_kept
func.func @f(%t: tensor<*xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %ca = tensor.cast %t : tensor<*xi32> to tensor<?xi32>
  %u = tensor.extract %ca[%c0] : tensor<?xi32>
  return %u : i32
}

// -----

// CASE: memref_alloc_constant_sizes
func.func @f(%n: index) {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4, %n) : memref<?x?xf32>
  "test.use"(%m) : (memref<?x?xf32>) -> ()
  return
}

// -----

// CASE: memref_alloca_constant_size
func.func @f() {
  %c3 = arith.constant 3 : index
  %m = memref.alloca(%c3) {alignment = 16 : i64} : memref<?xi8>
  "test.use"(%m) : (memref<?xi8>) -> ()
  return
}

// -----

// CASE: memref_alloc_negative_size_kept
func.func @f() {
  %c = arith.constant -1 : index
  %m = memref.alloc(%c) : memref<?xi8>
  "test.use"(%m) : (memref<?xi8>) -> ()
  return
}

// -----

// CASE: memref_alloc_stored_into_and_freed
func.func @f(%v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  memref.store %v, %m[%c0] : memref<8xf32>
  memref.store %v, %m[%c0] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return
}

// -----

// CASE: memref_alloc_stored_elsewhere_kept
func.func @f(%o: memref<1xmemref<8xf32>>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  memref.store %m, %o[%c0] : memref<1xmemref<8xf32>>
  return
}

// -----

// CASE: memref_alloca_unused_erased
func.func @f() {
  %m = memref.alloca() : memref<8xf32>
  return
}

// -----

// CASE: memref_load_unused_erased
func.func @f(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<8xf32>
  return
}

// -----

// CASE: memref_store_through_cast
func.func @f(%m: memref<8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.store %v, %c[%c0] : memref<?xf32>
  return
}

// -----

// CASE: memref_dealloc_through_cast
func.func @f(%m: memref<8xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

// -----

// CASE: memref_dim_through_cast
func.func @f(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  %e = memref.dim %c, %c0 : memref<4xf32>
  %s = arith.addi %d, %e : index
  return %s : index
}

// -----

// CASE: memref_load_through_unranked_cast_kept
func.func @f(%m: memref<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<*xf32> to memref<?xf32>
  %x = memref.load %c[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// CASE: memref_cast_to_more_static_into_load
func.func @f(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %x = memref.load %c[%c0] : memref<4xf32>
  return %x : f32
}
