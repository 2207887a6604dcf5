// CASE: unused_transfer_read_memref_erased
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %r = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

// CASE: unused_transfer_read_tensor_erased
func.func @f(%t: tensor<8x8xf32>, %i: index, %p: f32) {
  %r = vector.transfer_read %t[%i, %i], %p : tensor<8x8xf32>, vector<4xf32>
  return
}

// -----

// CASE: unused_transfer_write_tensor_erased
func.func @f(%t: tensor<8x8xf32>, %v: vector<4xf32>, %i: index) {
  %w = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  return
}

// -----

// CASE: transfer_write_memref_kept
func.func @f(%m: memref<?x?xf32>, %v: vector<4xf32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

// CASE: unused_vector_load_erased
func.func @f(%m: memref<16xf32>, %i: index) {
  %v = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  return
}

// -----

// CASE: used_transfer_read_kept
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %r = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// CASE: unused_masked_load_erased
func.func @f(%m: memref<16xf32>, %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %v = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
