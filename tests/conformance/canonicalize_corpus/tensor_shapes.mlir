// CASE: empty_constant_size_static
func.func @f(%n: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%n, %c5) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// CASE: empty_negative_size_kept
func.func @f() -> tensor<?xf32> {
  %m = arith.constant -3 : index
  %e = tensor.empty(%m) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// CASE: empty_all_dynamic_kept
func.func @f(%a: index, %b: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// CASE: empty_cast_to_static
func.func @f(%a: index, %b: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

// CASE: empty_cast_to_dynamic_kept
func.func @f() -> tensor<?x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = tensor.cast %e : tensor<4x8xf32> to tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}

// -----

// CASE: dim_of_empty
func.func @f(%a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%a, %b) : tensor<?x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CASE: dim_of_cast
func.func @f(%t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<?x8xf32>
  %d = tensor.dim %c, %c1 : tensor<?x8xf32>
  return %d : index
}

// -----

// CASE: dim_of_cast_dynamic_index
func.func @f(%t: tensor<?x?xf32>, %i: index) -> index {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %c, %i : tensor<4x?xf32>
  return %d : index
}

// -----

// CASE: dim_of_insert_slice
func.func @f(%t: tensor<?x?xf32>, %u: tensor<2x2xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %u into %t[%i, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  "test.use"(%r) : (tensor<?x?xf32>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_insert
func.func @f(%t: tensor<?xf32>, %v: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  "test.use"(%r) : (tensor<?xf32>) -> ()
  return %d : index
}

// -----

// CASE: dim_of_reshape
func.func @f(%t: tensor<*xf32>, %s: tensor<2xindex>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}

// -----

// CASE: dim_of_reshape_i32_shape
func.func @f(%t: tensor<*xf32>, %s: tensor<2xi32>) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c0 : tensor<?x?xf32>
  return %d : index
}

// -----

// CASE: from_elements_constants
func.func @f() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.constant 3 : i32
  %t = tensor.from_elements %a, %b, %c : tensor<3xi32>
  return %t : tensor<3xi32>
}

// -----

// CASE: from_elements_float_constants
func.func @f() -> tensor<2x2xf32> {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.5 : f32
  %t = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  return %t : tensor<2x2xf32>
}

// -----

// CASE: from_elements_mixed_kept
func.func @f(%x: i32) -> tensor<2xi32> {
  %a = arith.constant 1 : i32
  %t = tensor.from_elements %a, %x : tensor<2xi32>
  return %t : tensor<2xi32>
}

// -----

// CASE: extract_of_index_cast
func.func @f(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}

// -----

// CASE: splat_constant
func.func @f() -> tensor<2x3xf32> {
  %a = arith.constant 4.0 : f32
  %t = tensor.splat %a : tensor<2x3xf32>
  return %t : tensor<2x3xf32>
}

// -----

// CASE: splat_dynamic_kept
func.func @f(%n: index) -> tensor<?xi64> {
  %a = arith.constant 7 : i64
  %t = tensor.splat %a[%n] : tensor<?xi64>
  return %t : tensor<?xi64>
}

// -----

// CASE: splat_value_kept
func.func @f(%x: i8) -> tensor<4xi8> {
  %t = tensor.splat %x : tensor<4xi8>
  return %t : tensor<4xi8>
}

// -----

// CASE: empty_cast_chain_static
func.func @f(%a: index) -> tensor<8xf32> {
  %e = tensor.empty(%a) : tensor<?xf32>
  %c = tensor.cast %e : tensor<?xf32> to tensor<8xf32>
  %v = "test.use"(%c) : (tensor<8xf32>) -> tensor<8xf32>
  return %v : tensor<8xf32>
}

// -----

// CASE: concat_of_one_input
func.func @f(%t: tensor<4x?xbf16>) -> (tensor<4x?xbf16>, tensor<4x8xbf16>, tensor<?x?xbf16>) {
  %a = tensor.concat dim(1) %t : (tensor<4x?xbf16>) -> tensor<4x?xbf16>
  %b = tensor.concat dim(0) %t : (tensor<4x?xbf16>) -> tensor<4x8xbf16>
  %c = tensor.concat dim(1) %t : (tensor<4x?xbf16>) -> tensor<?x?xbf16>
  return %a, %b, %c : tensor<4x?xbf16>, tensor<4x8xbf16>, tensor<?x?xbf16>
}

// -----

// CASE: extract_and_from_elements_of_complex_constants
func.func @f(%i: index) -> (complex<f64>, complex<i16>, tensor<2xcomplex<f64>>) {
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[(1.5, -2.0), (0.25, 4.0)]> : tensor<2xcomplex<f64>>
  %b = arith.constant dense<(7, -3)> : tensor<3xcomplex<i16>>
  %x = tensor.extract %a[%c1] : tensor<2xcomplex<f64>>
  %y = tensor.extract %b[%i] : tensor<3xcomplex<i16>>
  %t = tensor.from_elements %x, %x : tensor<2xcomplex<f64>>
  return %x, %y, %t : complex<f64>, complex<i16>, tensor<2xcomplex<f64>>
}

// -----

// CASE: extract_from_sparse_constants
func.func @f() -> (f32, f32, i8, i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant sparse<[[0, 1], [2, 0]], [3.5, -1.0]> : tensor<3x2xf32>
  %b = arith.constant sparse<[[1]], [7]> : tensor<4xi8>
  %x = tensor.extract %a[%c2, %c0] : tensor<3x2xf32>
  %y = tensor.extract %a[%c1, %c1] : tensor<3x2xf32>
  %z = tensor.extract %b[%c1] : tensor<4xi8>
  %w = tensor.extract %b[%c2] : tensor<4xi8>
  return %x, %y, %z, %w : f32, f32, i8, i8
}
