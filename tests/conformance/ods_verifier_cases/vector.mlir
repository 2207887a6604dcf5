// CASE: fma_valid
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.fma"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
// CASE: fma_type_mismatch
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<4xf16>
%0 = "vector.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<4xf16>) -> vector<4xf32>
// -----
// CASE: fma_int_vector
%a = "test.val"() : () -> vector<4xi32>
%0 = "vector.fma"(%a, %a, %a) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
// CASE: fma_scalar
%a = "test.val"() : () -> f32
%0 = "vector.fma"(%a, %a, %a) : (f32, f32, f32) -> f32
// -----
// CASE: fma_two_operands
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.fma"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
// CASE: vscale_valid
%0 = "vector.vscale"() : () -> index
// -----
// CASE: vscale_result_i32
%0 = "vector.vscale"() : () -> i32
// -----
// CASE: vscale_with_operand
%a = "test.val"() : () -> index
%0 = "vector.vscale"(%a) : (index) -> index
// -----
// CASE: step_valid
%0 = "vector.step"() : () -> vector<4xindex>
// -----
// CASE: step_element_i32
%0 = "vector.step"() : () -> vector<4xi32>
// -----
// CASE: step_2d
%0 = "vector.step"() : () -> vector<2x4xindex>
// -----
// CASE: from_elements_valid
%a = "test.val"() : () -> f32
%0 = "vector.from_elements"(%a, %a) : (f32, f32) -> vector<2xf32>
// -----
// CASE: from_elements_count_mismatch
%a = "test.val"() : () -> f32
%0 = "vector.from_elements"(%a, %a, %a) : (f32, f32, f32) -> vector<2xf32>
// -----
// CASE: from_elements_type_mismatch
%a = "test.val"() : () -> f16
%0 = "vector.from_elements"(%a, %a) : (f16, f16) -> vector<2xf32>
// -----
// CASE: from_elements_tensor_result
%a = "test.val"() : () -> f32
%0 = "vector.from_elements"(%a, %a) : (f32, f32) -> tensor<2xf32>
// -----
// CASE: print_valid
%a = "test.val"() : () -> vector<4xf32>
"vector.print"(%a) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// -----
// CASE: print_missing_punctuation
%a = "test.val"() : () -> vector<4xf32>
"vector.print"(%a) : (vector<4xf32>) -> ()
// -----
// CASE: yield_outside
"test.region"() ({
  "vector.yield"() : () -> ()
}) : () -> ()
// -----
// CASE: splat_removed_or_invalid
%a = "test.val"() : () -> f32
%0 = "vector.broadcast"(%a) : (f32) -> tensor<4xf32>
// -----
// CASE: broadcast_valid
%a = "test.val"() : () -> f32
%0 = "vector.broadcast"(%a) : (f32) -> vector<4xf32>
// -----
// CASE: extract_element_scalar_mismatch
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.extract"(%a) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f16
// -----
// CASE: shape_cast_tensor
%a = "test.val"() : () -> tensor<4xf32>
%0 = "vector.shape_cast"(%a) : (tensor<4xf32>) -> vector<4xf32>
// -----
// CASE: bitcast_scalar
%a = "test.val"() : () -> f32
%0 = "vector.bitcast"(%a) : (f32) -> i32
// -----
// CASE: reduction_missing_kind
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.reduction"(%a) : (vector<4xf32>) -> f32
// -----
// CASE: mask_no_region
%m = "test.val"() : () -> vector<4xi1>
"vector.mask"(%m) : (vector<4xi1>) -> ()
// -----
// CASE: constant_mask_missing_sizes
%0 = "vector.constant_mask"() : () -> vector<4xi1>
// -----
// CASE: create_mask_float_operand
%a = "test.val"() : () -> f32
%0 = "vector.create_mask"(%a) : (f32) -> vector<4xi1>
// -----
// CASE: interleave_valid
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// -----
// CASE: interleave_operand_mismatch
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<4xf16>
%0 = "vector.interleave"(%a, %b) : (vector<4xf32>, vector<4xf16>) -> vector<8xf32>
// -----
// CASE: interleave_result_wrong
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.interleave"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
// CASE: scalable_insert_not_scalable
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<[8]xf32>
%0 = "vector.scalable.insert"(%a, %b) <{pos = 0 : i64}> : (vector<4xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// -----
// CASE: vscale_two_results
%0:2 = "vector.vscale"() : () -> (index, index)
// -----
// CASE: reduction_kind_wrong_attr
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.reduction"(%a) <{kind = 1 : i32}> : (vector<4xf32>) -> f32
// -----
// CASE: deinterleave_odd_width
%a = "test.val"() : () -> vector<3xf32>
%0:2 = "vector.deinterleave"(%a) : (vector<3xf32>) -> (vector<1xf32>, vector<1xf32>)
// -----
// CASE: broadcast_scalar_valid
%a = "test.val"() : () -> f32
%0 = "vector.broadcast"(%a) : (f32) -> vector<4xf32>
// -----
// CASE: broadcast_leading_dim_valid
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.broadcast"(%a) : (vector<4xf32>) -> vector<3x4xf32>
// -----
// CASE: broadcast_unit_dim_valid
%a = "test.val"() : () -> vector<1x4xf32>
%0 = "vector.broadcast"(%a) : (vector<1x4xf32>) -> vector<3x4xf32>
// -----
// CASE: broadcast_dim_mismatch
%a = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.broadcast"(%a) : (vector<2x4xf32>) -> vector<3x4xf32>
// -----
// CASE: broadcast_rank_higher
%a = "test.val"() : () -> vector<3x4xf32>
%0 = "vector.broadcast"(%a) : (vector<3x4xf32>) -> vector<4xf32>
// -----
// CASE: broadcast_trailing_mismatch
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.broadcast"(%a) : (vector<4xf32>) -> vector<4x3xf32>
// -----
// CASE: broadcast_scalable_valid
%a = "test.val"() : () -> vector<[4]xf32>
%0 = "vector.broadcast"(%a) : (vector<[4]xf32>) -> vector<2x[4]xf32>
// -----
// CASE: broadcast_fixed_to_scalable
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.broadcast"(%a) : (vector<4xf32>) -> vector<2x[4]xf32>
// -----
// CASE: broadcast_unit_to_scalable_valid
%a = "test.val"() : () -> vector<1xf32>
%0 = "vector.broadcast"(%a) : (vector<1xf32>) -> vector<2x[4]xf32>
// -----
// CASE: broadcast_same_type_valid
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.broadcast"(%a) : (vector<4xf32>) -> vector<4xf32>
// -----
// CASE: broadcast_0d_valid
%a = "test.val"() : () -> vector<f32>
%0 = "vector.broadcast"(%a) : (vector<f32>) -> vector<4xf32>
// -----
// CASE: extract_valid
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: extract_scalar_valid
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1, 2>}> : (vector<4x8xf32>) -> f32
// -----
// CASE: extract_position_out_of_range
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 4>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: extract_poison_valid
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: -1>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: extract_negative_position
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: -2>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: extract_position_rank_too_large
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1, 2, 3>}> : (vector<4x8xf32>) -> f32
// -----
// CASE: extract_unused_operand_valid
%v = "test.val"() : () -> vector<4x8xf32>
%i = "test.val"() : () -> index
%0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: extract_dynamic_position_valid
%v = "test.val"() : () -> vector<4x8xf32>
%i = "test.val"() : () -> index
%0 = "vector.extract"(%v, %i) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>, index) -> vector<8xf32>
// -----
// CASE: extract_dynamic_operand_without_marker
%v = "test.val"() : () -> vector<4x8xf32>
%i = "test.val"() : () -> index
%0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1>}> : (vector<4x8xf32>, index) -> vector<8xf32>
// -----
// CASE: extract_inferred_type_mismatch
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<4xf32>
// -----
// CASE: insert_valid
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: insert_position_out_of_range
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: 9>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: insert_scalar_position_rank_mismatch
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> f32
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1>}> : (f32, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: insert_position_rank_too_large
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> f32
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1, 2, 3>}> : (f32, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: extract_marker_without_operand
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<4x8xf32>) -> vector<8xf32>
// -----
// CASE: insert_marker_without_operand_valid
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: -9223372036854775808>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: insert_unused_operand_valid
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<8xf32>
%i = "test.val"() : () -> index
%0 = "vector.insert"(%s, %v, %i) <{static_position = array<i64: 1>}> : (vector<8xf32>, vector<4x8xf32>, index) -> vector<4x8xf32>
// -----
// CASE: insert_rank_sum_mismatch
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1>}> : (vector<4x8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: insert_poison_valid
%v = "test.val"() : () -> vector<4x8xf32>
%s = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert"(%s, %v) <{static_position = array<i64: -1>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: extract_one_element_vector_valid
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1, 2>}> : (vector<4x8xf32>) -> vector<1xf32>
// -----
// CASE: extract_scalable_valid
%v = "test.val"() : () -> vector<4x[8]xf32>
%0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4x[8]xf32>) -> vector<[8]xf32>
// -----
// CASE: transpose_valid
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// -----
// CASE: transpose_result_rank_mismatch
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2x1xf32>
// -----
// CASE: transpose_length_mismatch
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// -----
// CASE: transpose_index_out_of_range
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 2, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// -----
// CASE: transpose_duplicate_index
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 0, 0>}> : (vector<2x4xf32>) -> vector<2x2xf32>
// -----
// CASE: transpose_dim_size_mismatch
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transpose"(%v) <{permutation = array<i64: 0, 1>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// -----
// CASE: bitcast_valid
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.bitcast"(%v) : (vector<2x4xf32>) -> vector<2x8xf16>
// -----
// CASE: bitcast_minor_bitwidth_mismatch
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.bitcast"(%v) : (vector<2x4xf32>) -> vector<2x4xf16>
// -----
// CASE: bitcast_leading_dim_mismatch
%v = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.bitcast"(%v) : (vector<2x4xf32>) -> vector<3x8xf16>
// -----
// CASE: bitcast_0d_valid
%v = "test.val"() : () -> vector<f32>
%0 = "vector.bitcast"(%v) : (vector<f32>) -> vector<i32>
// -----
// CASE: bitcast_0d_bitwidth_mismatch
%v = "test.val"() : () -> vector<f32>
%0 = "vector.bitcast"(%v) : (vector<f32>) -> vector<i16>
// -----
// CASE: bitcast_i1_to_i2_valid
%v = "test.val"() : () -> vector<4xi1>
%0 = "vector.bitcast"(%v) : (vector<4xi1>) -> vector<2xi2>
// -----
// CASE: bitcast_index_valid
%v = "test.val"() : () -> vector<4xindex>
%0 = "vector.bitcast"(%v) : (vector<4xindex>) -> vector<4xi64>
// -----
// CASE: reduction_add_valid
%v = "test.val"() : () -> vector<4xf32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// -----
// CASE: reduction_and_on_float
%v = "test.val"() : () -> vector<4xf32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<and>}> : (vector<4xf32>) -> f32
// -----
// CASE: reduction_maxnumf_on_int
%v = "test.val"() : () -> vector<4xi32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<maxnumf>}> : (vector<4xi32>) -> i32
// -----
// CASE: reduction_xor_valid
%v = "test.val"() : () -> vector<4xi32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<xor>}> : (vector<4xi32>) -> i32
// -----
// CASE: reduction_rank_2
%v = "test.val"() : () -> vector<2x4xi32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<xor>}> : (vector<2x4xi32>) -> i32
// -----
// CASE: reduction_0d_valid
%v = "test.val"() : () -> vector<f32>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<minimumf>}> : (vector<f32>) -> f32
// -----
// CASE: reduction_index_mul_valid
%v = "test.val"() : () -> vector<4xindex>
%0 = "vector.reduction"(%v) <{kind = #vector.kind<mul>}> : (vector<4xindex>) -> index
// -----
// CASE: reduction_with_accumulator_valid
%v = "test.val"() : () -> vector<4xf32>
%a = "test.val"() : () -> f32
%0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> f32
// -----
// CASE: order_fma_operand_before_elementwise
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<4xi32>
%0 = "vector.fma"(%a, %a, %b) : (vector<4xf32>, vector<4xf32>, vector<4xi32>) -> vector<4xf32>
// -----
// CASE: order_bitcast_interface_before_verifier
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.bitcast"(%a) : (vector<4xf32>) -> vector<3xi32>
// -----
// CASE: order_required_attributes_before_attribute_constraints
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%v) <{offsets = [0 : i32, 0 : i32], sizes = [2, 2]}> : (vector<4x8xf32>) -> vector<2x2xf32>
// -----
// CASE: order_attribute_constraints_in_declaration_order
%v = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%v) <{offsets = [0, 0], sizes = [2 : i32, 2 : i32], strides = [1 : i16, 1 : i16]}> : (vector<4x8xf32>) -> vector<2x2xf32>
// -----
// CASE: load_valid
%m = "test.val"() : () -> memref<8x8xf32>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i, %i) : (memref<8x8xf32>, index, index) -> vector<4xf32>
// -----
// CASE: load_non_unit_stride
%m = "test.val"() : () -> memref<8x8xf32, strided<[16, 2]>>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i, %i) : (memref<8x8xf32, strided<[16, 2]>>, index, index) -> vector<4xf32>
// -----
// CASE: load_single_element_strided_valid
%m = "test.val"() : () -> memref<8x8xf32, strided<[16, 2]>>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i, %i) : (memref<8x8xf32, strided<[16, 2]>>, index, index) -> vector<1xf32>
// -----
// CASE: load_rank_too_large
%m = "test.val"() : () -> memref<8xf32>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i) : (memref<8xf32>, index) -> vector<2x4xf32>
// -----
// CASE: load_element_type
%m = "test.val"() : () -> memref<8xf32>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i) : (memref<8xf32>, index) -> vector<4xi32>
// -----
// CASE: load_vector_memref_mismatch
%m = "test.val"() : () -> memref<8xvector<4xf32>>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i) : (memref<8xvector<4xf32>>, index) -> vector<8xf32>
// -----
// CASE: load_index_count
%m = "test.val"() : () -> memref<8x8xf32>
%i = "test.val"() : () -> index
%0 = "vector.load"(%m, %i) : (memref<8x8xf32>, index) -> vector<4xf32>
// -----
// CASE: store_valid
%m = "test.val"() : () -> memref<8x8xf32>
%v = "test.val"() : () -> vector<4xf32>
%i = "test.val"() : () -> index
"vector.store"(%v, %m, %i, %i) : (vector<4xf32>, memref<8x8xf32>, index, index) -> ()
// -----
// CASE: store_rank_too_large
%m = "test.val"() : () -> memref<8xf32>
%v = "test.val"() : () -> vector<2x4xf32>
%i = "test.val"() : () -> index
"vector.store"(%v, %m, %i) : (vector<2x4xf32>, memref<8xf32>, index) -> ()
// -----
// CASE: store_element_type
%m = "test.val"() : () -> memref<8xf32>
%v = "test.val"() : () -> vector<4xi32>
%i = "test.val"() : () -> index
"vector.store"(%v, %m, %i) : (vector<4xi32>, memref<8xf32>, index) -> ()
// -----
// CASE: store_vector_memref_mismatch
%m = "test.val"() : () -> memref<8xvector<4xf32>>
%v = "test.val"() : () -> vector<8xf32>
%i = "test.val"() : () -> index
"vector.store"(%v, %m, %i) : (vector<8xf32>, memref<8xvector<4xf32>>, index) -> ()
// -----
// CASE: store_index_count
%m = "test.val"() : () -> memref<8x8xf32>
%v = "test.val"() : () -> vector<4xf32>
%i = "test.val"() : () -> index
"vector.store"(%v, %m, %i) : (vector<4xf32>, memref<8x8xf32>, index) -> ()
// -----
// CASE: maskedload_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: maskedload_element_type
%m = "test.val"() : () -> memref<16xf16>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<16xf16>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: maskedload_index_count
%m = "test.val"() : () -> memref<16x2xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<16x2xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: maskedload_mask_shape
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<4xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<4xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: maskedload_pass_thru
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf16>
%0 = "vector.maskedload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<8xi1>, vector<8xf16>) -> vector<8xf32>
// -----
// CASE: maskedstore_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.maskedstore"(%m, %i, %k, %v) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: maskedstore_element_type
%m = "test.val"() : () -> memref<16xf16>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.maskedstore"(%m, %i, %k, %v) : (memref<16xf16>, index, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: maskedstore_index_count
%m = "test.val"() : () -> memref<16xf32>
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.maskedstore"(%m, %k, %v) : (memref<16xf32>, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: maskedstore_mask_shape
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<4xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.maskedstore"(%m, %i, %k, %v) : (memref<16xf32>, index, vector<4xi1>, vector<8xf32>) -> ()
// -----
// CASE: expandload_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.expandload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: expandload_element_type
%m = "test.val"() : () -> memref<16xf16>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.expandload"(%m, %i, %k, %p) : (memref<16xf16>, index, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: expandload_mask_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<4xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.expandload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<4xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: expandload_pass_thru
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf16>
%0 = "vector.expandload"(%m, %i, %k, %p) : (memref<16xf32>, index, vector<8xi1>, vector<8xf16>) -> vector<8xf32>
// -----
// CASE: compressstore_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.compressstore"(%m, %i, %k, %v) : (memref<16xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: compressstore_index_count
%m = "test.val"() : () -> memref<16x2xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.compressstore"(%m, %i, %k, %v) : (memref<16x2xf32>, index, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: compressstore_mask_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<4xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.compressstore"(%m, %i, %k, %v) : (memref<16xf32>, index, vector<4xi1>, vector<8xf32>) -> ()
// -----
// CASE: gather_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_tensor_valid
%m = "test.val"() : () -> tensor<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (tensor<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_element_type
%m = "test.val"() : () -> memref<16xf16>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16xf16>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_index_count
%m = "test.val"() : () -> memref<16x2xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16x2xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_indices_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<4xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16xf32>, index, vector<4xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_mask_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<4xi1>
%p = "test.val"() : () -> vector<8xf32>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16xf32>, index, vector<8xi32>, vector<4xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: gather_pass_thru
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%p = "test.val"() : () -> vector<8xf16>
%0 = "vector.gather"(%m, %i, %x, %k, %p) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf16>) -> vector<8xf32>
// -----
// CASE: scatter_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.scatter"(%m, %i, %x, %k, %v) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: scatter_element_type
%m = "test.val"() : () -> memref<16xf16>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.scatter"(%m, %i, %x, %k, %v) : (memref<16xf16>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: scatter_indices_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<4xi32>
%k = "test.val"() : () -> vector<8xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.scatter"(%m, %i, %x, %k, %v) : (memref<16xf32>, index, vector<4xi32>, vector<8xi1>, vector<8xf32>) -> ()
// -----
// CASE: scatter_mask_dim
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%x = "test.val"() : () -> vector<8xi32>
%k = "test.val"() : () -> vector<4xi1>
%v = "test.val"() : () -> vector<8xf32>
"vector.scatter"(%m, %i, %x, %k, %v) : (memref<16xf32>, index, vector<8xi32>, vector<4xi1>, vector<8xf32>) -> ()
// -----
// CASE: type_cast_valid
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
// -----
// CASE: type_cast_operand_layout
%m = "test.val"() : () -> memref<4x8xf32, strided<[16, 1]>>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32, strided<[16, 1]>>) -> memref<vector<4x8xf32>>
// -----
// CASE: type_cast_contiguous_strided_valid
%m = "test.val"() : () -> memref<4x8xf32, strided<[8, 1]>>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32, strided<[8, 1]>>) -> memref<vector<4x8xf32>>
// -----
// CASE: type_cast_memory_space
%m = "test.val"() : () -> memref<4x8xf32, 1>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32, 1>) -> memref<vector<4x8xf32>>
// -----
// CASE: type_cast_scalar_type
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x8xf16>>
// -----
// CASE: type_cast_shape
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<8x4xf32>>
// -----
// CASE: shuffle_valid
%a = "test.val"() : () -> vector<2xf32>
%b = "test.val"() : () -> vector<3xf32>
%0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 4, -1, 2>}> : (vector<2xf32>, vector<3xf32>) -> vector<4xf32>
// -----
// CASE: shuffle_0d_valid
%a = "test.val"() : () -> vector<f32>
%0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<f32>, vector<f32>) -> vector<2xf32>
// -----
// CASE: shuffle_rank_mismatch
%a = "test.val"() : () -> vector<2xf32>
%b = "test.val"() : () -> vector<2x2xf32>
%0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2x2xf32>) -> vector<2xf32>
// -----
// CASE: shuffle_dimension_mismatch
%a = "test.val"() : () -> vector<2x2xf32>
%b = "test.val"() : () -> vector<2x3xf32>
%0 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2x2xf32>, vector<2x3xf32>) -> vector<2x2xf32>
// -----
// CASE: shuffle_mask_length
%a = "test.val"() : () -> vector<2xf32>
%0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1, 2>}> : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
// -----
// CASE: shuffle_mask_out_of_range
%a = "test.val"() : () -> vector<2xf32>
%0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 4>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// -----
// CASE: shape_cast_valid
%a = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.shape_cast"(%a) : (vector<2x4xf32>) -> vector<8xf32>
// -----
// CASE: shape_cast_element_type
%a = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.shape_cast"(%a) : (vector<2x4xf32>) -> vector<8xi32>
// -----
// CASE: shape_cast_element_count
%a = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.shape_cast"(%a) : (vector<2x4xf32>) -> vector<6xf32>
// -----
// CASE: shape_cast_scalable
%a = "test.val"() : () -> vector<2x[4]xf32>
%0 = "vector.shape_cast"(%a) : (vector<2x[4]xf32>) -> vector<8xf32>
// -----
// CASE: constant_mask_valid
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 3>}> : () -> vector<4x3xi1>
// -----
// CASE: constant_mask_0d_length
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 1>}> : () -> vector<i1>
// -----
// CASE: constant_mask_0d_value
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<i1>
// -----
// CASE: constant_mask_rank
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4x3xi1>
// -----
// CASE: constant_mask_out_of_bounds
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 5, 3>}> : () -> vector<4x3xi1>
// -----
// CASE: constant_mask_scalable
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<[4]xi1>
// -----
// CASE: constant_mask_zero_conjunction
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0, 3>}> : () -> vector<4x3xi1>
// -----
// CASE: create_mask_valid
%i = "test.val"() : () -> index
%0 = "vector.create_mask"(%i, %i) : (index, index) -> vector<4x3xi1>
// -----
// CASE: create_mask_0d
%i = "test.val"() : () -> index
%0 = "vector.create_mask"(%i, %i) : (index, index) -> vector<i1>
// -----
// CASE: create_mask_operand_count
%i = "test.val"() : () -> index
%0 = "vector.create_mask"(%i) : (index) -> vector<4x3xi1>
// -----
// CASE: outerproduct_valid
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
// -----
// CASE: outerproduct_axpy_valid
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> f32
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
// -----
// CASE: outerproduct_lhs_2d
%a = "test.val"() : () -> vector<4x2xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4x2xf32>, vector<8xf32>) -> vector<4x8xf32>
// -----
// CASE: outerproduct_rhs_2d
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8x2xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8x2xf32>) -> vector<4x8xf32>
// -----
// CASE: outerproduct_result_1d
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
// -----
// CASE: outerproduct_dim1
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<5x8xf32>
// -----
// CASE: outerproduct_dim2
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x7xf32>
// -----
// CASE: outerproduct_scalable
%a = "test.val"() : () -> vector<[4]xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<8xf32>) -> vector<[4]x8xf32>
// -----
// CASE: outerproduct_axpy_result_2d
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> f32
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x4xf32>
// -----
// CASE: outerproduct_axpy_dim
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> f32
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<5xf32>
// -----
// CASE: outerproduct_acc_type
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%c = "test.val"() : () -> vector<4x8xf16>
%0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf16>) -> vector<4x8xf32>
// -----
// CASE: outerproduct_kind
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<xor>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
// -----
// CASE: multi_reduction_valid
%a = "test.val"() : () -> vector<4x8x2xf32>
%c = "test.val"() : () -> vector<8xf32>
%0 = "vector.multi_reduction"(%a, %c) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 2>}> : (vector<4x8x2xf32>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: multi_reduction_scalar_valid
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> f32
%0 = "vector.multi_reduction"(%a, %c) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<4x8xf32>, f32) -> f32
// -----
// CASE: multi_reduction_type_mismatch
%a = "test.val"() : () -> vector<4x8x2xf32>
%c = "test.val"() : () -> vector<4xf32>
%0 = "vector.multi_reduction"(%a, %c) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1, 2>}> : (vector<4x8x2xf32>, vector<4xf32>) -> vector<8xf32>
// -----
// CASE: scan_valid
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<8xf32>
%0:2 = "vector.scan"(%a, %c) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4x8xf32>, vector<8xf32>) -> (vector<4x8xf32>, vector<8xf32>)
// -----
// CASE: scan_dim_out_of_range
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<8xf32>
%0:2 = "vector.scan"(%a, %c) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 2 : i64}> : (vector<4x8xf32>, vector<8xf32>) -> (vector<4x8xf32>, vector<8xf32>)
// -----
// CASE: scan_initial_rank
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<4x8xf32>
%0:2 = "vector.scan"(%a, %c) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4x8xf32>, vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>)
// -----
// CASE: scan_initial_shape
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<4xf32>
%0:2 = "vector.scan"(%a, %c) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
// -----
// CASE: scan_kind
%a = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<8xf32>
%0:2 = "vector.scan"(%a, %c) <{inclusive = true, kind = #vector.kind<xor>, reduction_dim = 0 : i64}> : (vector<4x8xf32>, vector<8xf32>) -> (vector<4x8xf32>, vector<8xf32>)
// -----
// CASE: multi_reduction_dest_incompatible
%a = "test.val"() : () -> vector<4x8x2xf32>
%c = "test.val"() : () -> vector<8xf32>
%0 = "vector.multi_reduction"(%a, %c) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1, 2>}> : (vector<4x8x2xf32>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: extract_strided_slice_valid
%a = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0, 2], sizes = [2, 4], strides = [1, 1]}> : (vector<4x8x16xf32>) -> vector<2x4x16xf32>
// -----
// CASE: extract_strided_slice_attr_sizes
%a = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0, 2], sizes = [2], strides = [1, 1]}> : (vector<4x8x16xf32>) -> vector<2x8x16xf32>
// -----
// CASE: extract_strided_slice_rank
%a = "test.val"() : () -> vector<4xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0, 2], sizes = [2, 1], strides = [1, 1]}> : (vector<4xf32>) -> vector<2xf32>
// -----
// CASE: extract_strided_slice_offset_range
%a = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [4], sizes = [1], strides = [1]}> : (vector<4x8xf32>) -> vector<1x8xf32>
// -----
// CASE: extract_strided_slice_size_range
%a = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [5], strides = [1]}> : (vector<4x8xf32>) -> vector<5x8xf32>
// -----
// CASE: extract_strided_slice_stride
%a = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2], strides = [2]}> : (vector<4x8xf32>) -> vector<2x8xf32>
// -----
// CASE: extract_strided_slice_sum
%a = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [3], sizes = [2], strides = [1]}> : (vector<4x8xf32>) -> vector<2x8xf32>
// -----
// CASE: extract_strided_slice_result
%a = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2], strides = [1]}> : (vector<4x8xf32>) -> vector<2x4xf32>
// -----
// CASE: extract_strided_slice_scalable
%a = "test.val"() : () -> vector<[4]x8xf32>
%0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2], strides = [1]}> : (vector<[4]x8xf32>) -> vector<[2]x8xf32>
// -----
// CASE: insert_strided_slice_valid
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 2, 4], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_offsets_size
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 2], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_strides_size
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 2, 4], strides = [1]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_source_rank
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0], strides = [1, 1]}> : (vector<2x4xf32>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: insert_strided_slice_offset_range
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 8, 4], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_stride
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 2, 4], strides = [1, 2]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_sum
%a = "test.val"() : () -> vector<2x4xf32>
%b = "test.val"() : () -> vector<4x8x16xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0, 7, 4], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8x16xf32>) -> vector<4x8x16xf32>
// -----
// CASE: insert_strided_slice_scalable_flags
%a = "test.val"() : () -> vector<[4]xf32>
%b = "test.val"() : () -> vector<8xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0], strides = [1]}> : (vector<[4]xf32>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: insert_strided_slice_scalable_size
%a = "test.val"() : () -> vector<[4]xf32>
%b = "test.val"() : () -> vector<[8]xf32>
%0 = "vector.insert_strided_slice"(%a, %b) <{offsets = [0], strides = [1]}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// -----
// CASE: transfer_read_valid
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_transposed_broadcast_valid
%m = "test.val"() : () -> tensor<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [true, false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0, 0)>}> : (tensor<8x16xf32>, index, index, f32) -> vector<4x2x3xf32>
// -----
// CASE: transfer_read_masked_valid
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%k = "test.val"() : () -> vector<2x4xi1>
%0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x16xf32>, index, index, f32, vector<2x4xi1>) -> vector<4x2xf32>
// -----
// CASE: transfer_read_index_count
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xf32>, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_map_results
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_map_inputs
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_map_symbols
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1)[s0] -> (d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_minor_width
%m = "test.val"() : () -> memref<8x16xi64>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> i64
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xi64>, index, index, i64) -> vector<3xi8>
// -----
// CASE: transfer_read_mask_type
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%k = "test.val"() : () -> vector<4x2xi1>
%0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x16xf32>, index, index, f32, vector<4x2xi1>) -> vector<4x2xf32>
// -----
// CASE: transfer_read_in_bounds_size
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_padding_type
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f16
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xf32>, index, index, f16) -> vector<4xf32>
// -----
// CASE: transfer_read_padding_not_element
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> memref<f32>
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x16xf32>, index, index, memref<f32>) -> vector<4xf32>
// -----
// CASE: transfer_read_not_projected
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d0 + d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_nonzero_constant
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4xf32>
// -----
// CASE: transfer_read_repeated_dim
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d1)>}> : (memref<8x16xf32>, index, index, f32) -> vector<4x4xf32>
// -----
// CASE: transfer_read_vector_element_valid
%m = "test.val"() : () -> memref<8xvector<4xf32>>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> vector<4xf32>
%0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xvector<4xf32>>, index, vector<4xf32>) -> vector<2x4xf32>
// -----
// CASE: transfer_read_vector_element_padding
%m = "test.val"() : () -> memref<8xvector<4xf32>>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xvector<4xf32>>, index, f32) -> vector<2x4xf32>
// -----
// CASE: transfer_read_vector_element_rank
%m = "test.val"() : () -> memref<8xvector<2x4xf32>>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> vector<2x4xf32>
%0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> ()>}> : (memref<8xvector<2x4xf32>>, index, vector<2x4xf32>) -> vector<8xf32>
// -----
// CASE: transfer_read_vector_element_width
%m = "test.val"() : () -> memref<8xvector<4xf32>>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> vector<4xf32>
%0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xvector<4xf32>>, index, vector<4xf32>) -> vector<2x3xf32>
// -----
// CASE: transfer_write_valid
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4xf32>
"vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<8x16xf32>, index, index) -> ()
// -----
// CASE: transfer_write_tensor_valid
%m = "test.val"() : () -> tensor<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4xf32>
%0 = "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>
// -----
// CASE: transfer_write_index_count
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4xf32>
"vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<8x16xf32>, index) -> ()
// -----
// CASE: transfer_write_broadcast
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4x2xf32>
"vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1, 0)>}> : (vector<4x2xf32>, memref<8x16xf32>, index, index) -> ()
// -----
// CASE: transfer_write_mask_type
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4xf32>
%k = "test.val"() : () -> vector<8xi1>
"vector.transfer_write"(%v, %m, %i, %i, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<8x16xf32>, index, index, vector<8xi1>) -> ()
// -----
// CASE: transfer_write_repeated_dim
%m = "test.val"() : () -> memref<8x16xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> vector<4x4xf32>
"vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d0, d0)>}> : (vector<4x4xf32>, memref<8x16xf32>, index, index) -> ()
// -----
// CASE: mask_reduction_valid
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"(%1) : (f32) -> ()
}) : (vector<8xi1>) -> f32
// -----
// CASE: mask_empty_valid
%k = "test.val"() : () -> vector<8xi1>
"vector.mask"(%k) ({
  "vector.yield"() : () -> ()
}) : (vector<8xi1>) -> ()
// -----
// CASE: mask_passthru_not_supported
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%a = "test.val"() : () -> f32
%0 = "vector.mask"(%k, %a) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"(%1) : (f32) -> ()
}) : (vector<8xi1>, f32) -> f32
// -----
// CASE: mask_wrong_mask_type
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<4xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"(%1) : (f32) -> ()
}) : (vector<4xi1>) -> f32
// -----
// CASE: mask_two_ops
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  %2 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"(%1) : (f32) -> ()
}) : (vector<8xi1>) -> f32
// -----
// CASE: mask_yield_count
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"() : () -> ()
}) : (vector<8xi1>) -> f32
// -----
// CASE: mask_not_maskable
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%0 = "vector.mask"(%k) ({
  %1 = "arith.addf"(%v, %v) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  "vector.yield"(%1) : (vector<8xf32>) -> ()
}) : (vector<8xi1>) -> vector<8xf32>
// -----
// CASE: mask_yield_other_value
%v = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8xi1>
%a = "test.val"() : () -> f32
%0 = "vector.mask"(%k) ({
  %1 = "vector.reduction"(%v) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
  "vector.yield"(%a) : (f32) -> ()
}) : (vector<8xi1>) -> f32
// -----
// CASE: mask_transfer_read_passthru_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%k = "test.val"() : () -> vector<8xi1>
%t = "test.val"() : () -> vector<8xf32>
%0 = "vector.mask"(%k, %t) ({
  %1 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<16xf32>, index, f32) -> vector<8xf32>
  "vector.yield"(%1) : (vector<8xf32>) -> ()
}) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// -----
// CASE: mask_transfer_read_passthru_type
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%p = "test.val"() : () -> f32
%k = "test.val"() : () -> vector<8xi1>
%t = "test.val"() : () -> vector<8xf16>
%0 = "vector.mask"(%k, %t) ({
  %1 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<16xf32>, index, f32) -> vector<8xf32>
  "vector.yield"(%1) : (vector<8xf32>) -> ()
}) : (vector<8xi1>, vector<8xf16>) -> vector<8xf32>
// -----
// CASE: mask_transfer_write_valid
%m = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
%k = "test.val"() : () -> vector<8xi1>
%t = "test.val"() : () -> vector<8xf32>
"vector.mask"(%k) ({
  "vector.transfer_write"(%t, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<8xf32>, memref<16xf32>, index) -> ()
  "vector.yield"() : () -> ()
}) : (vector<8xi1>) -> ()
// -----
// CASE: mask_multi_reduction_valid
%v = "test.val"() : () -> vector<4x8xf32>
%c = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<4x8xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.multi_reduction"(%v, %c) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<4x8xf32>, vector<8xf32>) -> vector<8xf32>
  "vector.yield"(%1) : (vector<8xf32>) -> ()
}) : (vector<4x8xi1>) -> vector<8xf32>
// -----
// CASE: mask_outerproduct_mask_type
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<8xf32>
%k = "test.val"() : () -> vector<8x4xi1>
%0 = "vector.mask"(%k) ({
  %1 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
  "vector.yield"(%1) : (vector<4x8xf32>) -> ()
}) : (vector<8x4xi1>) -> vector<4x8xf32>
// -----
// CASE: contract_matmul_valid
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_dot_valid
%a = "test.val"() : () -> vector<8xf32>
%b = "test.val"() : () -> vector<8xf32>
%c = "test.val"() : () -> f32
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<8xf32>, vector<8xf32>, f32) -> f32
// -----
// CASE: contract_batch_valid
%a = "test.val"() : () -> vector<2x4x8xf32>
%b = "test.val"() : () -> vector<2x8x16xf32>
%c = "test.val"() : () -> vector<2x4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4x8xf32>, vector<2x8x16xf32>, vector<2x4x16xf32>) -> vector<2x4x16xf32>
// -----
// CASE: contract_signed_int
%a = "test.val"() : () -> vector<4x8xsi32>
%b = "test.val"() : () -> vector<8x16xsi32>
%c = "test.val"() : () -> vector<4x16xsi32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xsi32>, vector<8x16xsi32>, vector<4x16xsi32>) -> vector<4x16xsi32>
// -----
// CASE: contract_two_maps
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_map_symbols
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k)[s0] -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_map_inputs
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_map_outputs
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_map_not_projected
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_no_contracting
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_contracting_size
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<7x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<7x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_batch_size
%a = "test.val"() : () -> vector<2x4x8xf32>
%b = "test.val"() : () -> vector<3x8x16xf32>
%c = "test.val"() : () -> vector<2x4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x4x8xf32>, vector<3x8x16xf32>, vector<2x4x16xf32>) -> vector<2x4x16xf32>
// -----
// CASE: contract_result_shape
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x8xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// -----
// CASE: contract_scalar_result_vector
%a = "test.val"() : () -> vector<8xf32>
%b = "test.val"() : () -> vector<8xf32>
%c = "test.val"() : () -> vector<f32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<8xf32>, vector<8xf32>, vector<f32>) -> vector<f32>
// -----
// CASE: contract_vector_result_scalar
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> f32
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, f32) -> f32
// -----
// CASE: contract_transposed_result_valid
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<16x4xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<16x4xf32>) -> vector<16x4xf32>
// -----
// CASE: contract_kind
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<xor>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// -----
// CASE: contract_unused_dim
%a = "test.val"() : () -> vector<4x8xf32>
%b = "test.val"() : () -> vector<8x16xf32>
%c = "test.val"() : () -> vector<4x16xf32>
%0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(m, n, k, x) -> (m, k)>, affine_map<(m, n, k, x) -> (k, n)>, affine_map<(m, n, k, x) -> (m, n)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
