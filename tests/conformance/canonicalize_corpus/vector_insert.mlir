// CASE: insert_no_position
func.func @f(%v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %i = vector.insert %v, %w[] : vector<4xf32> into vector<4xf32>
  return %i : vector<4xf32>
}

// -----

// CASE: insert_constant_index
func.func @f(%v: vector<4xf32>, %x: f32) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %i = vector.insert %x, %v[%c1] : f32 into vector<4xf32>
  return %i : vector<4xf32>
}

// -----

// CASE: insert_dynamic_index_kept
func.func @f(%v: vector<4xf32>, %x: f32, %k: index) -> vector<4xf32> {
  %i = vector.insert %x, %v[%k] : f32 into vector<4xf32>
  return %i : vector<4xf32>
}

// -----

// CASE: insert_constant_into_constant
func.func @f() -> vector<4xi32> {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %x = arith.constant 9 : i32
  %i = vector.insert %x, %v[2] : i32 into vector<4xi32>
  return %i : vector<4xi32>
}

// -----

// CASE: insert_constant_row_into_splat
func.func @f() -> vector<2x3xf32> {
  %v = arith.constant dense<0.0> : vector<2x3xf32>
  %r = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %i = vector.insert %r, %v[1] : vector<3xf32> into vector<2x3xf32>
  return %i : vector<2x3xf32>
}

// -----

// CASE: insert_full_to_broadcast
func.func @f(%v: vector<4xf32>, %d: vector<1x4xf32>) -> vector<1x4xf32> {
  %i = vector.insert %v, %d[0] : vector<4xf32> into vector<1x4xf32>
  return %i : vector<1x4xf32>
}

// -----

// CASE: insert_partial_kept
func.func @f(%v: vector<4xf32>, %d: vector<2x4xf32>) -> vector<2x4xf32> {
  %i = vector.insert %v, %d[1] : vector<4xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}

// -----

// CASE: insert_splat_into_splat
func.func @f(%x: f32) -> vector<2x4xf32> {
  %d = vector.broadcast %x : f32 to vector<2x4xf32>
  %s = vector.broadcast %x : f32 to vector<4xf32>
  %i = vector.insert %s, %d[1] : vector<4xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}

// -----

// CASE: insert_splat_into_other_splat_kept
func.func @f(%x: f32, %y: f32) -> vector<2x4xf32> {
  %d = vector.broadcast %y : f32 to vector<2x4xf32>
  %s = vector.broadcast %x : f32 to vector<4xf32>
  %i = vector.insert %s, %d[1] : vector<4xf32> into vector<2x4xf32>
  return %i : vector<2x4xf32>
}

// -----

// CASE: insert_then_extract_constant_index
func.func @f(%v: vector<4xf32>, %x: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %i = vector.insert %x, %v[%c3] : f32 into vector<4xf32>
  %e = vector.extract %i[%c3] : f32 from vector<4xf32>
  return %e : f32
}

// -----

// CASE: insert_chain_fully_initialized
func.func @f(%d: vector<2x3xi32>, %r: vector<3xi32>, %a: i32, %b: i32, %c: i32) -> (vector<2x3xi32>, vector<2x3xi32>) {
  %0 = vector.insert %r, %d [1] : vector<3xi32> into vector<2x3xi32>
  %1 = vector.insert %a, %0 [0, 0] : i32 into vector<2x3xi32>
  %2 = vector.insert %b, %1 [0, 1] : i32 into vector<2x3xi32>
  %3 = vector.insert %c, %2 [0, 2] : i32 into vector<2x3xi32>
  %4 = vector.insert %c, %3 [1, 1] : i32 into vector<2x3xi32>
  %5 = vector.insert %a, %d [0, 0] : i32 into vector<2x3xi32>
  %6 = vector.insert %r, %5 [1] : vector<3xi32> into vector<2x3xi32>
  return %4, %6 : vector<2x3xi32>, vector<2x3xi32>
}
