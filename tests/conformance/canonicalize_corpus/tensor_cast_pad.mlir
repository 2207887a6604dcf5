// CASE: cast_of_extract_slice
func.func @f(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  return %1 : tensor<16x512xf32>
}

// -----

// CASE: cast_of_extract_slice_rank_reduced
func.func @f(%t: tensor<8x1x?xf32>, %o: index, %s: index) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %t[%o, 0, 0] [%s, 1, %s] [1, 1, 1] : tensor<8x1x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// CASE: cast_of_extract_slice_to_dynamic_kept
func.func @f(%t: tensor<128x512xf32>, %o: index) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
  %1 = tensor.cast %0 : tensor<16x512xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// CASE: cast_of_extract_slice_partial
func.func @f(%t: tensor<?x?xf32>, %o: index, %s: index, %r: index) -> tensor<4x?xf32> {
  %0 = tensor.extract_slice %t[%o, %o] [%s, %r] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

// -----

// CASE: pad_zero_static
func.func @f(%t: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %p : tensor<4x4xf32>
}

// -----

// CASE: pad_zero_dynamic_source
func.func @f(%t: tensor<?x4xf32>, %v: f32) -> tensor<?x4xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

// -----

// CASE: pad_zero_constant_operands
func.func @f(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[%c0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// CASE: pad_nofold_kept
func.func @f(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %p = tensor.pad %t nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// CASE: pad_nonzero_kept
func.func @f(%t: tensor<4xf32>, %v: f32) -> tensor<6xf32> {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// CASE: pad_dynamic_amount_kept
func.func @f(%t: tensor<4xf32>, %v: f32, %l: index) -> tensor<?xf32> {
  %p = tensor.pad %t low[%l] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// CASE: bitcast_chains
func.func @f(%t: tensor<4xi32>, %u: tensor<2x?xf32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<2x?xi32>) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.bitcast %1 : tensor<4xf32> to tensor<4xi32>
  %3 = tensor.bitcast %u : tensor<2x?xf32> to tensor<2x?xsi32>
  %4 = tensor.bitcast %3 : tensor<2x?xsi32> to tensor<2x?xi32>
  return %1, %2, %4 : tensor<4xf32>, tensor<4xi32>, tensor<2x?xi32>
}

// -----

// CASE: pad_reads_through_source_cast_same_type
func.func @f(%t: tensor<2x?xf16>, %h: index, %p: f16) -> tensor<?x?xf16> {
  %c = tensor.cast %t : tensor<2x?xf16> to tensor<?x?xf16>
  %r = tensor.pad %c low[1, 0] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f16
  } : tensor<?x?xf16> to tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

// -----

// CASE: pad_reads_through_source_cast_new_type
func.func @f(%t: tensor<2x?xf16>, %h: index, %p: f16) -> tensor<?x?xf16> {
  %c = tensor.cast %t : tensor<2x?xf16> to tensor<?x?xf16>
  %r = tensor.pad %c low[1, 0] high[3, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f16
  } : tensor<?x?xf16> to tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

// -----

// CASE: pad_takes_static_type_of_its_only_cast
func.func @f(%t: tensor<?x?xi8>, %l: index, %h: index) -> tensor<16x?xi8> {
  %z = arith.constant 0 : i8
  %r = tensor.pad %t nofold low[%l, 1] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i8
  } : tensor<?x?xi8> to tensor<?x?xi8>
  %c = tensor.cast %r : tensor<?x?xi8> to tensor<16x?xi8>
  return %c : tensor<16x?xi8>
}

// -----

// CASE: pad_with_two_cast_users_kept
func.func @f(%t: tensor<?x?xi8>, %l: index) -> (tensor<16x?xi8>, tensor<?x4xi8>) {
  %z = arith.constant 0 : i8
  %r = tensor.pad %t low[%l, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i8
  } : tensor<?x?xi8> to tensor<?x?xi8>
  %c = tensor.cast %r : tensor<?x?xi8> to tensor<16x?xi8>
  %d = tensor.cast %r : tensor<?x?xi8> to tensor<?x4xi8>
  return %c, %d : tensor<16x?xi8>, tensor<?x4xi8>
}

// -----

// CASE: orthogonal_paddings_fold
func.func @f(%t: tensor<32x32xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %a = tensor.extract_slice %t[4, 0] [%s0, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %b = tensor.pad %a low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %c = tensor.extract_slice %b[0, 2] [8, %s1] [1, 1] : tensor<8x32xf32> to tensor<8x?xf32>
  %d = tensor.pad %c nofold low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}

// -----

// CASE: orthogonal_paddings_different_values_kept
func.func @f(%t: tensor<32x32xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %o = arith.constant 1.0 : f32
  %a = tensor.extract_slice %t[4, 0] [%s0, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %b = tensor.pad %a low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %c = tensor.extract_slice %b[0, 2] [8, %s1] [1, 1] : tensor<8x32xf32> to tensor<8x?xf32>
  %d = tensor.pad %c nofold low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %o : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %d : tensor<8x4xf32>
}
