// CASE: collapse_of_collapse
func.func @f(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}

// -----

// CASE: collapse_of_collapse_partial
func.func @f(%t: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
  %a = tensor.collapse_shape %t [[0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x20xf32> into tensor<6x20xf32>
  return %b : tensor<6x20xf32>
}

// -----

// CASE: expand_of_expand
func.func @f(%t: tensor<120xf32>) -> tensor<2x3x4x5xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  %b = tensor.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  return %b : tensor<2x3x4x5xf32>
}

// -----

// CASE: expand_of_collapse_inverse
func.func @f(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %a = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %b = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %b : tensor<2x3xf32>
}

// -----

// CASE: collapse_of_expand_inverse
func.func @f(%t: tensor<6xf32>) -> tensor<6xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %b = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %b : tensor<6xf32>
}

// -----

// CASE: collapse_of_constant
func.func @f() -> tensor<4xi32> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = tensor.collapse_shape %c [[0, 1]] : tensor<2x2xi32> into tensor<4xi32>
  return %b : tensor<4xi32>
}

// -----

// CASE: expand_of_splat_constant
func.func @f() -> tensor<2x4xf32> {
  %c = arith.constant dense<1.0> : tensor<8xf32>
  %b = tensor.expand_shape %c [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %b : tensor<2x4xf32>
}

// -----

// CASE: collapse_of_splat_op
func.func @f(%x: f32) -> tensor<8xf32> {
  %s = tensor.splat %x : tensor<2x4xf32>
  %b = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// CASE: expand_of_from_elements
func.func @f(%a: i32, %b: i32, %c: i32, %d: i32) -> tensor<2x2xi32> {
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xi32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %e : tensor<2x2xi32>
}

// -----

// CASE: collapse_dynamic_kept
func.func @f(%t: tensor<?x4xf32>) -> tensor<?xf32> {
  %b = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----

// CASE: expand_dynamic_kept
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %b = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %b : tensor<?x4xf32>
}

// -----

// CASE: expand_of_expand_dynamic
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?x2x4xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [%n, 8] : tensor<?xf32> into tensor<?x8xf32>
  %b = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
  return %b : tensor<?x2x4xf32>
}

// -----

// CASE: collapse_of_expand_two_dynamic_other_groups
func.func @f(%t: tensor<?x?x?xf32>, %a: index, %b: index, %c: index, %d: index) -> tensor<?x?x?xf32> {
  %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, %d] : tensor<?x?x?xf32> into tensor<?x?x?x?xf32>
  %r = tensor.collapse_shape %e [[0, 1], [2], [3]] : tensor<?x?x?x?xf32> into tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// CASE: expand_of_collapse_two_dynamic_same_groups
func.func @f(%t: tensor<?x4x?xf32>, %a: index) -> tensor<?x4x?xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%a, 4, %a] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return %e : tensor<?x4x?xf32>
}

// -----

// CASE: expand_of_collapse_two_dynamic_one_group
func.func @f(%t: tensor<?x?x3xf32>, %a: index, %b: index) -> tensor<?x?x3xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x3xf32> into tensor<?x3xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%a, %b, 3] : tensor<?x3xf32> into tensor<?x?x3xf32>
  return %e : tensor<?x?x3xf32>
}

// -----

// CASE: collapse_of_expand_two_dynamic_same_groups
func.func @f(%t: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%a, %b, %c] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %r = tensor.collapse_shape %e [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CASE: collapse_of_expand_to_collapse
func.func @f(%t: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %r = tensor.collapse_shape %e [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %r : tensor<?x?xi64>
}

// -----

// CASE: collapse_of_expand_to_expand_dynamic_sizes
func.func @f(%t: tensor<?x6xf32>, %a: index, %b: index) -> tensor<?x?x6xf32> {
  %e = tensor.expand_shape %t [[0, 1, 2], [3]] output_shape [%a, 2, %b, 6] : tensor<?x6xf32> into tensor<?x2x?x6xf32>
  %r = tensor.collapse_shape %e [[0], [1, 2], [3]] : tensor<?x2x?x6xf32> into tensor<?x?x6xf32>
  return %r : tensor<?x?x6xf32>
}

// -----

// CASE: collapse_of_expand_same_rank_is_cast
func.func @f(%t: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
  %r = tensor.collapse_shape %e [[0], [1, 2]] : tensor<2x2x6xf32> into tensor<2x12xf32>
  %s = tensor.expand_shape %r [[0], [1, 2]] output_shape [2, 2, 6] : tensor<2x12xf32> into tensor<2x2x6xf32>
  %u = tensor.collapse_shape %s [[0, 1], [2]] : tensor<2x2x6xf32> into tensor<4x6xf32>
  return %u : tensor<4x6xf32>
}

// -----

// CASE: expand_of_collapse_static_groups
func.func @f(%t: tensor<2x3x4x5x6x7x8xf32>) -> tensor<24x5x42x8xf32> {
  %c = tensor.collapse_shape %t [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
  %e = tensor.expand_shape %c [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
  return %e : tensor<24x5x42x8xf32>
}

// -----

// CASE: expand_of_collapse_to_expand
func.func @f(%t: tensor<4x512xf32>) -> tensor<2x2x512xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x512xf32> into tensor<2048xf32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [2, 2, 512] : tensor<2048xf32> into tensor<2x2x512xf32>
  return %e : tensor<2x2x512xf32>
}

// -----

// CASE: expand_of_collapse_unit_dims_through_rank0
func.func @f(%t: tensor<1x1x1x1xf32>) -> tensor<1x1x1xf32> {
  %c = tensor.collapse_shape %t [] : tensor<1x1x1x1xf32> into tensor<f32>
  %e = tensor.expand_shape %c [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  return %e : tensor<1x1x1xf32>
}

// -----

// CASE: expand_of_collapse_dynamic_ambiguous_kept
func.func @f(%t: tensor<?x?x?xf32>, %a: index) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %t [] : tensor<?x?x?xf32> into tensor<f32>
  %e = tensor.expand_shape %c [] output_shape [%a, %a] : tensor<f32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// CASE: expand_of_collapse_dynamic_with_static_tail
func.func @f(%t: tensor<?x2x3x5xf32>, %a: index) -> tensor<?x15xf32> {
  %c = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<?x2x3x5xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%a, 15] : tensor<?xf32> into tensor<?x15xf32>
  return %e : tensor<?x15xf32>
}

// -----

// CASE: reshape_folds
func.func @f(%t: tensor<?xf32>, %s1: tensor<1xindex>, %u: tensor<*xf32>, %a: tensor<?xindex>, %b: tensor<?xindex>, %m: tensor<4x?x?xi32>, %i: tensor<2x1xindex>) -> (tensor<?xf32>, tensor<*xf32>, tensor<4x?x?xi32>, tensor<8xf32>, tensor<2x1x4xf32>) {
  %0 = tensor.reshape %t(%s1) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %1 = tensor.reshape %u(%a) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %2 = tensor.reshape %1(%b) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %d1 = tensor.dim %m, %c1 : tensor<4x?x?xi32>
  %d2 = tensor.dim %m, %c2 : tensor<4x?x?xi32>
  %shape = tensor.from_elements %c4, %d1, %d2 : tensor<3xindex>
  %3 = tensor.reshape %m(%shape) : (tensor<4x?x?xi32>, tensor<3xindex>) -> tensor<4x?x?xi32>
  %splat = arith.constant dense<2.5> : tensor<2x4xf32>
  %s8 = arith.constant dense<[8]> : tensor<1xi32>
  %4 = tensor.reshape %splat(%s8) : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<8xf32>
  %g = arith.constant dense<1.5> : tensor<4x4xf32>
  %6 = tensor.gather %g[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
  return %0, %2, %3, %4, %6 : tensor<?xf32>, tensor<*xf32>, tensor<4x?x?xi32>, tensor<8xf32>, tensor<2x1x4xf32>
}

// -----

// CASE: reshape_dims_swapped_kept
func.func @f(%m: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %m, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %m, %c1 : tensor<?x?xi32>
  %shape = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %r = tensor.reshape %m(%shape) : (tensor<?x?xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}

// -----

// CASE: collapse_of_cast_more_static
func.func @f(%t: tensor<2x3x?xi32>) -> (tensor<?x?xi32>, tensor<?xi32>) {
  %c = tensor.cast %t : tensor<2x3x?xi32> to tensor<?x?x?xi32>
  %r = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x?xi32> into tensor<?x?xi32>
  %s = tensor.collapse_shape %c [[0, 1, 2]] : tensor<?x?x?xi32> into tensor<?xi32>
  return %r, %s : tensor<?x?xi32>, tensor<?xi32>
}

// -----

// CASE: collapse_of_cast_to_static_result
func.func @f(%t: tensor<4x5xf32>) -> tensor<20xf32> {
  %c = tensor.cast %t : tensor<4x5xf32> to tensor<?x5xf32>
  %r = tensor.collapse_shape %c [[0, 1]] : tensor<?x5xf32> into tensor<?xf32>
  %d = tensor.cast %r : tensor<?xf32> to tensor<20xf32>
  return %d : tensor<20xf32>
}
