// CASE: transfer_in_bounds_inferred
func.func @f(%m: memref<8x?xf32>, %t: tensor<6x6xf32>, %v: vector<2x4xf32>) -> (vector<4x4xf32>, tensor<6x6xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c2, %c0], %p : memref<8x?xf32>, vector<4x4xf32>
  %w = vector.transfer_write %v, %t[%c5, %c2] : vector<2x4xf32>, tensor<6x6xf32>
  return %r, %w : vector<4x4xf32>, tensor<6x6xf32>
}

// -----

// CASE: transfer_broadcast_dims_in_bounds
func.func @f(%m: memref<4x8xi32>) -> vector<8x3xi32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i32
  %r = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<4x8xi32>, vector<8x3xi32>
  return %r : vector<8x3xi32>
}

// -----

// CASE: transfer_full_masks_dropped
func.func @f(%m: memref<?x?xf32>, %v: vector<4x2xf32>) -> vector<4x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %all = vector.constant_mask [4, 2] : vector<4x2xi1>
  %some = vector.constant_mask [3, 2] : vector<4x2xi1>
  %r = vector.transfer_read %m[%c0, %c0], %p, %all : memref<?x?xf32>, vector<4x2xf32>
  vector.transfer_write %v, %m[%c0, %c0], %some : vector<4x2xf32>, memref<?x?xf32>
  vector.transfer_write %r, %m[%c0, %c0], %all : vector<4x2xf32>, memref<?x?xf32>
  return %r : vector<4x2xf32>
}

// -----

// CASE: transfer_through_casts
func.func @f(%m: memref<4x4xf32>, %t: tensor<4x4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %mc = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %tc = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %a = vector.transfer_read %mc[%c0, %c0], %p : memref<?x?xf32>, vector<4xf32>
  %b = vector.transfer_read %tc[%c0, %c0], %p : tensor<?x?xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

// CASE: transfer_read_after_write
func.func @f(%t: tensor<8x8xf32>, %v: vector<2x4xf32>, %u: vector<2x4xf32>, %i: index) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  %x = vector.transfer_write %u, %w[%c0, %c4] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  %a = vector.transfer_read %x[%c0, %c0], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x4xf32>
  %y = vector.transfer_write %u, %x[%i, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  %b = vector.transfer_read %y[%c0, %c0], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x4xf32>
  return %a, %b : vector<2x4xf32>, vector<2x4xf32>
}

// -----

// CASE: transfer_write_of_read
func.func @f(%t: tensor<2x4xf32>, %s: tensor<4x4xf32>, %i: index) -> (tensor<2x4xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%c0, %c0], %p {in_bounds = [true, true]} : tensor<2x4xf32>, vector<2x4xf32>
  %w = vector.transfer_write %r, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<2x4xf32>
  %q = vector.transfer_read %s[%i, %c0], %p : tensor<4x4xf32>, vector<1x4xf32>
  %x = vector.transfer_write %q, %s[%i, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  return %w, %x : tensor<2x4xf32>, tensor<4x4xf32>
}

// -----

// CASE: transfer_write_after_write
func.func @f(%t: tensor<8x8xf32>, %v: vector<2x4xf32>, %u: vector<2x4xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  %x = vector.transfer_write %u, %w[%c4, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  %y = vector.transfer_write %u, %x[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
