// CASE: extract_no_position
func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %e = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %e : vector<4xf32>
}

// -----

// CASE: extract_constant_index
func.func @f(%v: vector<4xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %e = vector.extract %v[%c2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_dynamic_index_kept
func.func @f(%v: vector<4xf32>, %i: index) -> f32 {
  %e = vector.extract %v[%i] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_out_of_bounds_constant_kept
func.func @f(%v: vector<4xf32>) -> f32 {
  %c7 = arith.constant 7 : index
  %e = vector.extract %v[%c7] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_splat_constant
func.func @f() -> f32 {
  %c = arith.constant dense<3.0> : vector<4xf32>
  %e = vector.extract %c[1] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_dense_constant_scalar
func.func @f() -> i32 {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %e = vector.extract %c[1, 0] : i32 from vector<2x2xi32>
  return %e : i32
}

// -----

// CASE: extract_dense_constant_row
func.func @f() -> vector<3xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %e = vector.extract %c[1] : vector<3xi32> from vector<2x3xi32>
  return %e : vector<3xi32>
}

// -----

// CASE: extract_from_insert_same
func.func @f(%v: vector<4xf32>, %x: f32) -> f32 {
  %i = vector.insert %x, %v[2] : f32 into vector<4xf32>
  %e = vector.extract %i[2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_from_insert_other
func.func @f(%v: vector<4xf32>, %x: f32) -> f32 {
  %i = vector.insert %x, %v[2] : f32 into vector<4xf32>
  %e = vector.extract %i[1] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_from_insert_chain
func.func @f(%v: vector<4xf32>, %x: f32, %y: f32) -> f32 {
  %i = vector.insert %x, %v[2] : f32 into vector<4xf32>
  %j = vector.insert %y, %i[3] : f32 into vector<4xf32>
  %e = vector.extract %j[2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_from_insert_row_prefix
func.func @f(%v: vector<2x4xf32>, %r: vector<4xf32>) -> f32 {
  %i = vector.insert %r, %v[1] : vector<4xf32> into vector<2x4xf32>
  %e = vector.extract %i[1, 3] : f32 from vector<2x4xf32>
  return %e : f32
}

// -----

// CASE: extract_from_broadcast_scalar
func.func @f(%x: f32) -> f32 {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %e = vector.extract %b[2] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: extract_from_broadcast_vector
func.func @f(%x: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %x : vector<4xf32> to vector<3x4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<3x4xf32>
  return %e : vector<4xf32>
}

// -----

// CASE: extract_from_broadcast_inner
func.func @f(%x: vector<3x4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %x : vector<3x4xf32> to vector<2x3x4xf32>
  %e = vector.extract %b[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  return %e : vector<4xf32>
}

// -----

// CASE: extract_from_broadcast_to_broadcast
func.func @f(%x: f32) -> vector<4xf32> {
  %b = vector.broadcast %x : f32 to vector<3x4xf32>
  %e = vector.extract %b[1] : vector<4xf32> from vector<3x4xf32>
  return %e : vector<4xf32>
}

// -----

// CASE: extract_scalar_from_elements
func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xi32>
  %e = vector.extract %v[1, 0] : i32 from vector<2x2xi32>
  return %e : i32
}

// -----

// CASE: extract_row_from_elements
func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) -> vector<2xi32> {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xi32>
  %e = vector.extract %v[1] : vector<2xi32> from vector<2x2xi32>
  return %e : vector<2xi32>
}
