// CASE: broadcast_same_type
func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %b : vector<4xf32>
}

// -----

// CASE: broadcast_constant_scalar
func.func @f() -> vector<2x4xf32> {
  %c = arith.constant 2.0 : f32
  %b = vector.broadcast %c : f32 to vector<2x4xf32>
  return %b : vector<2x4xf32>
}

// -----

// CASE: broadcast_constant_int
func.func @f() -> vector<8xi32> {
  %c = arith.constant 7 : i32
  %b = vector.broadcast %c : i32 to vector<8xi32>
  return %b : vector<8xi32>
}

// -----

// CASE: broadcast_constant_splat
func.func @f() -> vector<3x4xi16> {
  %c = arith.constant dense<5> : vector<4xi16>
  %b = vector.broadcast %c : vector<4xi16> to vector<3x4xi16>
  return %b : vector<3x4xi16>
}

// -----

// CASE: broadcast_of_broadcast
func.func @f(%x: f32) -> vector<2x3x4xf32> {
  %a = vector.broadcast %x : f32 to vector<4xf32>
  %b = vector.broadcast %a : vector<4xf32> to vector<2x3x4xf32>
  return %b : vector<2x3x4xf32>
}

// -----

// CASE: broadcast_of_broadcast_vector
func.func @f(%x: vector<4xf32>) -> vector<2x3x4xf32> {
  %a = vector.broadcast %x : vector<4xf32> to vector<3x4xf32>
  %b = vector.broadcast %a : vector<3x4xf32> to vector<2x3x4xf32>
  return %b : vector<2x3x4xf32>
}

// -----

// CASE: broadcast_value_kept
func.func @f(%x: i8) -> vector<4xi8> {
  %b = vector.broadcast %x : i8 to vector<4xi8>
  return %b : vector<4xi8>
}

// -----

// CASE: shape_cast_same_type
func.func @f(%v: vector<4x2xf32>) -> vector<4x2xf32> {
  %s = vector.shape_cast %v : vector<4x2xf32> to vector<4x2xf32>
  return %s : vector<4x2xf32>
}

// -----

// CASE: shape_cast_round_trip
func.func @f(%v: vector<4x2xf32>) -> vector<4x2xf32> {
  %a = vector.shape_cast %v : vector<4x2xf32> to vector<8xf32>
  %b = vector.shape_cast %a : vector<8xf32> to vector<4x2xf32>
  return %b : vector<4x2xf32>
}

// -----

// CASE: shape_cast_chain
func.func @f(%v: vector<2x2x2xf32>) -> vector<4x2xf32> {
  %a = vector.shape_cast %v : vector<2x2x2xf32> to vector<8xf32>
  %b = vector.shape_cast %a : vector<8xf32> to vector<4x2xf32>
  return %b : vector<4x2xf32>
}

// -----

// CASE: shape_cast_splat_constant
func.func @f() -> vector<2x4xi32> {
  %c = arith.constant dense<3> : vector<8xi32>
  %s = vector.shape_cast %c : vector<8xi32> to vector<2x4xi32>
  return %s : vector<2x4xi32>
}

// -----

// CASE: shape_cast_dense_constant
func.func @f() -> vector<2x2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = vector.shape_cast %c : vector<4xi32> to vector<2x2xi32>
  return %s : vector<2x2xi32>
}

// -----

// CASE: shape_cast_of_broadcast_back
func.func @f(%x: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %x : vector<4xf32> to vector<1x4xf32>
  %s = vector.shape_cast %b : vector<1x4xf32> to vector<4xf32>
  return %s : vector<4xf32>
}

// -----

// CASE: shape_cast_of_broadcast_to_broadcast
func.func @f(%x: f32) -> vector<8xf32> {
  %b = vector.broadcast %x : f32 to vector<2x4xf32>
  %s = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
  return %s : vector<8xf32>
}

// -----

// CASE: shape_cast_of_broadcast_kept
func.func @f(%x: vector<4xf32>) -> vector<8xf32> {
  %b = vector.broadcast %x : vector<4xf32> to vector<2x4xf32>
  %s = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
  return %s : vector<8xf32>
}

// -----

// CASE: transpose_of_transpose
func.func @f(%v: vector<2x3x4xf32>) -> vector<4x2x3xf32> {
  %a = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %b = vector.transpose %a, [2, 1, 0] : vector<3x2x4xf32> to vector<4x2x3xf32>
  return %b : vector<4x2x3xf32>
}

// -----

// CASE: transpose_inverse_pair
func.func @f(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %a = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %b = vector.transpose %a, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  return %b : vector<2x3xf32>
}

// -----

// CASE: transpose_identity
func.func @f(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %a = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  return %a : vector<2x3xf32>
}

// -----

// CASE: transpose_splat_constant
func.func @f() -> vector<3x2xf32> {
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %a = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %a : vector<3x2xf32>
}

// -----

// CASE: transpose_kept
func.func @f(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %a = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %a : vector<3x2xf32>
}

// -----

// CASE: transpose_square_kept
func.func @f(%v: vector<4x4xf32>) -> vector<4x4xf32> {
  %a = vector.transpose %v, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
  return %a : vector<4x4xf32>
}

// -----

// CASE: transpose_dense_constant_kept
func.func @f() -> vector<2x2xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %a = vector.transpose %c, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  return %a : vector<2x2xi32>
}

// -----

// CASE: transpose_unit_dims_order_preserving
func.func @f(%v: vector<1x4xf32>) -> vector<4x1xf32> {
  %a = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %a : vector<4x1xf32>
}

// -----

// CASE: shape_cast_of_transpose_unit
func.func @f(%v: vector<1x4xf32>) -> vector<4xf32> {
  %a = vector.transpose %v, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %s = vector.shape_cast %a : vector<4x1xf32> to vector<4xf32>
  return %s : vector<4xf32>
}
