// CASE: shuffle_first_operand
func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<4xf32> {
  %s = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  return %s : vector<4xf32>
}

// -----

// CASE: shuffle_second_operand
func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %s = vector.shuffle %a, %b [4, 5] : vector<4xf32>, vector<2xf32>
  return %s : vector<2xf32>
}

// -----

// CASE: shuffle_constants
func.func @f() -> vector<3xi32> {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %s = vector.shuffle %a, %b [4, 0, 2] : vector<2xi32>, vector<3xi32>
  return %s : vector<3xi32>
}

// -----

// CASE: shuffle_mixed_kept
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<3xf32> {
  %s = vector.shuffle %a, %b [0, 5, 2] : vector<4xf32>, vector<4xf32>
  return %s : vector<3xf32>
}

// -----

// CASE: to_elements_of_from_elements
func.func @f(%a: f32, %b: f32) -> (f32, f32) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %e:2 = vector.to_elements %v : vector<2xf32>
  return %e#1, %e#0 : f32, f32
}

// -----

// CASE: to_elements_kept
func.func @f(%v: vector<2xf32>) -> (f32, f32) {
  %e:2 = vector.to_elements %v : vector<2xf32>
  return %e#0, %e#1 : f32, f32
}

// -----

// CASE: tensor_insert_into_same_splat
func.func @f(%i: index) -> tensor<4xf32> {
  %t = arith.constant dense<2.0> : tensor<4xf32>
  %x = arith.constant 2.0 : f32
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CASE: tensor_insert_other_value_kept
func.func @f(%i: index) -> tensor<4xf32> {
  %t = arith.constant dense<2.0> : tensor<4xf32>
  %x = arith.constant 3.0 : f32
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CASE: from_elements_same_value_broadcast
func.func @f(%a: f32) -> vector<2x2xf32> {
  %v = vector.from_elements %a, %a, %a, %a : vector<2x2xf32>
  return %v : vector<2x2xf32>
}

// -----

// CASE: from_elements_constants
func.func @f() -> vector<2xi32> {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %w = vector.from_elements %c1, %c2 : vector<2xi32>
  return %w : vector<2xi32>
}

// -----

// CASE: from_elements_distinct_kept
func.func @f(%a: f32, %b: f32) -> vector<2xf32> {
  %v = vector.from_elements %a, %b : vector<2xf32>
  return %v : vector<2xf32>
}
