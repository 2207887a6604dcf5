// CASE: dim_valid
%t = "test.val"() : () -> tensor<?xf32>
%i = "test.val"() : () -> index
%0 = "tensor.dim"(%t, %i) : (tensor<?xf32>, index) -> index
// -----
// CASE: dim_index_i32
%t = "test.val"() : () -> tensor<?xf32>
%i = "test.val"() : () -> i32
%0 = "tensor.dim"(%t, %i) : (tensor<?xf32>, i32) -> index
// -----
// CASE: dim_on_memref
%t = "test.val"() : () -> memref<?xf32>
%i = "test.val"() : () -> index
%0 = "tensor.dim"(%t, %i) : (memref<?xf32>, index) -> index
// -----
// CASE: dim_result_i64
%t = "test.val"() : () -> tensor<?xf32>
%i = "test.val"() : () -> index
%0 = "tensor.dim"(%t, %i) : (tensor<?xf32>, index) -> i64
// -----
// CASE: rank_valid
%t = "test.val"() : () -> tensor<*xf32>
%0 = "tensor.rank"(%t) : (tensor<*xf32>) -> index
// -----
// CASE: rank_two_operands
%t = "test.val"() : () -> tensor<*xf32>
%0 = "tensor.rank"(%t, %t) : (tensor<*xf32>, tensor<*xf32>) -> index
// -----
// CASE: rank_vector_operand
%t = "test.val"() : () -> vector<2xf32>
%0 = "tensor.rank"(%t) : (vector<2xf32>) -> index
// -----
// CASE: from_elements_valid
%a = "test.val"() : () -> f32
%0 = "tensor.from_elements"(%a, %a) : (f32, f32) -> tensor<2xf32>
// -----
// CASE: from_elements_type_mismatch
%a = "test.val"() : () -> i32
%0 = "tensor.from_elements"(%a, %a) : (i32, i32) -> tensor<2xf32>
// -----
// CASE: from_elements_count_mismatch
%a = "test.val"() : () -> f32
%0 = "tensor.from_elements"(%a) : (f32) -> tensor<2xf32>
// -----
// CASE: from_elements_dynamic_result
%a = "test.val"() : () -> f32
%0 = "tensor.from_elements"(%a) : (f32) -> tensor<?xf32>
// -----
// CASE: from_elements_memref_result
%a = "test.val"() : () -> f32
%0 = "tensor.from_elements"(%a) : (f32) -> memref<1xf32>
// -----
// CASE: splat_valid
%a = "test.val"() : () -> f32
%0 = "tensor.splat"(%a) : (f32) -> tensor<4xf32>
// -----
// CASE: splat_type_mismatch
%a = "test.val"() : () -> i32
%0 = "tensor.splat"(%a) : (i32) -> tensor<4xf32>
// -----
// CASE: splat_unranked_result
%a = "test.val"() : () -> f32
%0 = "tensor.splat"(%a) : (f32) -> tensor<*xf32>
// -----
// CASE: cast_valid
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<?xf32>
// -----
// CASE: cast_memref_operand
%t = "test.val"() : () -> memref<4xf32>
%0 = "tensor.cast"(%t) : (memref<4xf32>) -> tensor<?xf32>
// -----
// CASE: extract_no_tensor
%a = "test.val"() : () -> f32
%0 = "tensor.extract"(%a) : (f32) -> f32
// -----
// CASE: extract_index_i32
%t = "test.val"() : () -> tensor<4xf32>
%i = "test.val"() : () -> i32
%0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, i32) -> f32
// -----
// CASE: extract_result_type_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
// -----
// CASE: insert_dest_type_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.insert"(%a, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<8xf32>
// -----
// CASE: insert_scalar_type_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> i32
%i = "test.val"() : () -> index
%0 = "tensor.insert"(%a, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
// -----
// CASE: yield_outside
%a = "test.val"() : () -> f32
"test.region"() ({
  "tensor.yield"(%a) : (f32) -> ()
}) : () -> ()
// -----
// CASE: generate_no_region
%0 = "tensor.generate"() : () -> tensor<4xf32>
// -----
// CASE: empty_dynamic_sizes_float
%a = "test.val"() : () -> f32
%0 = "tensor.empty"(%a) : (f32) -> tensor<?xf32>
// -----
// CASE: bitcast_valid
%t = "test.val"() : () -> tensor<4xi32>
%0 = "tensor.bitcast"(%t) : (tensor<4xi32>) -> tensor<4xf32>
// -----
// CASE: bitcast_memref
%t = "test.val"() : () -> memref<4xi32>
%0 = "tensor.bitcast"(%t) : (memref<4xi32>) -> tensor<4xf32>
// -----
// CASE: concat_missing_dim
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.concat"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
// -----
// CASE: insert_valid
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.insert"(%a, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
// -----
// CASE: rank_result_i32
%t = "test.val"() : () -> tensor<*xf32>
%0 = "tensor.rank"(%t) : (tensor<*xf32>) -> i32
// -----
// CASE: splat_static_valid
%a = "test.val"() : () -> f32
%0 = "tensor.splat"(%a) : (f32) -> tensor<4xf32>
// -----
// CASE: splat_dynamic_valid
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.splat"(%a, %i) : (f32, index) -> tensor<?x4xf32>
// -----
// CASE: splat_missing_dynamic_size
%a = "test.val"() : () -> f32
%0 = "tensor.splat"(%a) : (f32) -> tensor<?x4xf32>
// -----
// CASE: splat_extra_dynamic_size
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.splat"(%a, %i) : (f32, index) -> tensor<4xf32>
// -----
// CASE: cast_to_dynamic_valid
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<?xf32>
// -----
// CASE: cast_to_unranked_valid
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<*xf32>
// -----
// CASE: cast_size_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<5xf32>
// -----
// CASE: cast_element_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<4xi32>
// -----
// CASE: cast_rank_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.cast"(%t) : (tensor<4xf32>) -> tensor<4x1xf32>
// -----
// CASE: bitcast_same_width_valid
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.bitcast"(%t) : (tensor<4xf32>) -> tensor<4xi32>
// -----
// CASE: bitcast_width_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.bitcast"(%t) : (tensor<4xf32>) -> tensor<4xi64>
// -----
// CASE: bitcast_shape_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.bitcast"(%t) : (tensor<4xf32>) -> tensor<5xi32>
// -----
// CASE: bitcast_to_dynamic_valid
%t = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.bitcast"(%t) : (tensor<4xf32>) -> tensor<?xi32>
// -----
// CASE: insert_one_index_valid
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.insert"(%a, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
// -----
// CASE: insert_too_many_indices
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "tensor.insert"(%a, %t, %i, %i) : (f32, tensor<4xf32>, index, index) -> tensor<4xf32>
// -----
// CASE: insert_no_indices
%t = "test.val"() : () -> tensor<4xf32>
%a = "test.val"() : () -> f32
%0 = "tensor.insert"(%a, %t) : (f32, tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: extract_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract"(%t, %i, %i) : (tensor<4x4xf32>, index, index) -> f32
// -----
// CASE: extract_index_count_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract"(%t, %i) : (tensor<4x4xf32>, index) -> f32
// -----
// CASE: extract_unranked
%t = "test.val"() : () -> tensor<*xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract"(%t, %i) : (tensor<*xf32>, index) -> f32
// -----
// CASE: empty_dynamic_valid
%i = "test.val"() : () -> index
%0 = "tensor.empty"(%i) : (index) -> tensor<?x4xf32>
// -----
// CASE: empty_missing_dynamic_size
%0 = "tensor.empty"() : () -> tensor<?x4xf32>
// -----
// CASE: empty_extra_dynamic_size
%i = "test.val"() : () -> index
%0 = "tensor.empty"(%i) : (index) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_offsets_rank_mismatch
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_strides_rank_mismatch
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_too_many_offsets
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4x4xf32>
// -----
// CASE: extract_slice_dynamic_offset_count
%t = "test.val"() : () -> tensor<8x8xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_dynamic_offset_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_negative_offset
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -1, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_negative_size
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_result_size_mismatch
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x5xf32>
// -----
// CASE: extract_slice_rank_reduced_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4xf32>
// -----
// CASE: extract_slice_out_of_bounds
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_element_type_mismatch
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xi32>
// -----
// CASE: extract_slice_result_rank_too_large
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<4x4x1xf32>
// -----
// CASE: extract_slice_strided_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 2>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_strided_out_of_bounds
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 3, 1>}> : (tensor<8x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_offset_at_end
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0>, static_sizes = array<i64: 0, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<0x4xf32>
// -----
// CASE: extract_slice_offset_past_end
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<1x4xf32>
// -----
// CASE: extract_slice_offset_end_unit
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<1x4xf32>
// -----
// CASE: extract_slice_dynamic_source_valid
%t = "test.val"() : () -> tensor<?x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 100, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x8xf32>) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_dynamic_size_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<?x4xf32>
// -----
// CASE: extract_slice_dynamic_size_static_result
%t = "test.val"() : () -> tensor<8x8xf32>
%i = "test.val"() : () -> index
%0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, index) -> tensor<4x4xf32>
// -----
// CASE: extract_slice_reduced_to_0d_valid
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<f32>
// -----
// CASE: extract_slice_transposed_unit_dim
%t = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>) -> tensor<1x4xf32>
// -----
// CASE: insert_slice_valid
%s = "test.val"() : () -> tensor<4x4xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_rank_reduced_valid
%s = "test.val"() : () -> tensor<4xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_source_size_mismatch
%s = "test.val"() : () -> tensor<4x5xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x5xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_out_of_bounds
%s = "test.val"() : () -> tensor<4x4xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 6, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_element_type_mismatch
%s = "test.val"() : () -> tensor<4x4xi32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xi32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_offsets_rank_mismatch
%s = "test.val"() : () -> tensor<4x4xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: insert_slice_source_rank_too_large
%s = "test.val"() : () -> tensor<1x4x4xf32>
%d = "test.val"() : () -> tensor<8x8xf32>
%0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4x4xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// -----
// CASE: generate_valid
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index, %b: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (index) -> tensor<?x4xf32>
// -----
// CASE: generate_missing_dynamic_size
%0 = "tensor.generate"() ({
^bb0(%a: index, %b: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : () -> tensor<?x4xf32>
// -----
// CASE: generate_argument_not_index
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index, %b: i32):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (index) -> tensor<?x4xf32>
// -----
// CASE: generate_argument_count
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (index) -> tensor<?x4xf32>
// -----
// CASE: generate_yield_type_mismatch
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index, %b: index):
  %f = "test.val"() : () -> i32
  "tensor.yield"(%f) : (i32) -> ()
}) : (index) -> tensor<?x4xf32>
// -----
// CASE: generate_not_yield_terminated
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index, %b: index):
  %f = "test.val"() : () -> i32
  "test.op"() : () -> ()
}) : (index) -> tensor<?x4xf32>
// -----
// CASE: generate_extra_dynamic_size
%i = "test.val"() : () -> index
%0 = "tensor.generate"(%i) ({
^bb0(%a: index, %b: i32):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (index) -> tensor<4x4xf32>
// -----
// CASE: pad_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6xf32>
// -----
// CASE: pad_result_size_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x7xf32>
// -----
// CASE: pad_low_rank_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6xf32>
// -----
// CASE: pad_result_rank_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6x1xf32>
// -----
// CASE: pad_block_argument_count
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6xf32>
// -----
// CASE: pad_block_argument_not_index
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: i32):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6xf32>
// -----
// CASE: pad_yield_type_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> i32
  "tensor.yield"(%f) : (i32) -> ()
}) : (tensor<4x4xf32>) -> tensor<8x6xf32>
// -----
// CASE: pad_dynamic_low_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%l = "test.val"() : () -> index
%0 = "tensor.pad"(%t, %l) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: -9223372036854775808, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>, index) -> tensor<?x6xf32>
// -----
// CASE: pad_dynamic_low_static_result_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%l = "test.val"() : () -> index
%0 = "tensor.pad"(%t, %l) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_low = array<i64: -9223372036854775808, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>, index) -> tensor<9x6xf32>
// -----
// CASE: pad_dynamic_result_for_static_size
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 2>, static_high = array<i64: 3, 0>}> ({
^bb0(%i: index, %j: index):
  %f = "test.val"() : () -> f32
  "tensor.yield"(%f) : (f32) -> ()
}) : (tensor<4x4xf32>) -> tensor<?x6xf32>
// -----
// CASE: order_cast_operand_constraint_before_interface
%a = "test.val"() : () -> memref<4xf32>
%0 = "tensor.cast"(%a) : (memref<4xf32>) -> tensor<5xf32>
// -----
// CASE: order_extract_slice_interface_before_verifier
%a = "test.val"() : () -> tensor<8xf32>
%0 = "tensor.extract_slice"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<5xf32>
// -----
// CASE: order_insert_dps_before_verifier
%s = "test.val"() : () -> f32
%d = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.insert"(%s, %d) : (f32, tensor<4xf32>) -> tensor<5xf32>
// -----
// CASE: parallel_insert_slice_outside_in_parallel
%t = "test.val"() : () -> tensor<4xf32>
%s = "test.val"() : () -> tensor<1xf32>
"test.region"() ({
  "tensor.parallel_insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>) -> ()
}) : () -> ()
// -----
// CASE: reshape_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<1xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xf32>
// -----
// CASE: reshape_unranked_valid
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<?xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<?xindex>) -> tensor<*xf32>
// -----
// CASE: reshape_element_type
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<1xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<16xi32>
// -----
// CASE: reshape_element_count
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<1xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<15xf32>
// -----
// CASE: reshape_dynamic_shape_length
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<?xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<?xindex>) -> tensor<16xf32>
// -----
// CASE: reshape_rank_mismatch
%t = "test.val"() : () -> tensor<4x4xf32>
%s = "test.val"() : () -> tensor<2xindex>
%0 = "tensor.reshape"(%t, %s) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<16xf32>
// -----
// CASE: expand_shape_valid
%t = "test.val"() : () -> tensor<16x2xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 4, 2>}> : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
// -----
// CASE: expand_shape_dynamic_valid
%t = "test.val"() : () -> tensor<?xf32>
%n = "test.val"() : () -> index
%0 = "tensor.expand_shape"(%t, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (tensor<?xf32>, index) -> tensor<?x4xf32>
// -----
// CASE: expand_shape_static_count
%t = "test.val"() : () -> tensor<16xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4>}> : (tensor<16xf32>) -> tensor<4x4xf32>
// -----
// CASE: expand_shape_dynamic_operand_count
%t = "test.val"() : () -> tensor<?xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (tensor<?xf32>) -> tensor<?x4xf32>
// -----
// CASE: expand_shape_lower_rank
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16>}> : (tensor<4x4xf32>) -> tensor<16xf32>
// -----
// CASE: expand_shape_group_count
%t = "test.val"() : () -> tensor<16xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0], [1]], static_output_shape = array<i64: 4, 4>}> : (tensor<16xf32>) -> tensor<4x4xf32>
// -----
// CASE: expand_shape_map_size
%t = "test.val"() : () -> tensor<16xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 4>}> : (tensor<16xf32>) -> tensor<4x4xf32>
// -----
// CASE: expand_shape_not_contiguous
%t = "test.val"() : () -> tensor<16x2xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 2], [1]], static_output_shape = array<i64: 4, 2, 4>}> : (tensor<16x2xf32>) -> tensor<4x2x4xf32>
// -----
// CASE: expand_shape_static_size
%t = "test.val"() : () -> tensor<16xf32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 5>}> : (tensor<16xf32>) -> tensor<4x5xf32>
// -----
// CASE: expand_shape_dynamic_size
%t = "test.val"() : () -> tensor<16xf32>
%n = "test.val"() : () -> index
%0 = "tensor.expand_shape"(%t, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (tensor<16xf32>, index) -> tensor<?x4xf32>
// -----
// CASE: expand_shape_rank_zero_valid
%t = "test.val"() : () -> tensor<f32>
%0 = "tensor.expand_shape"(%t) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (tensor<f32>) -> tensor<1x1xf32>
// -----
// CASE: collapse_shape_valid
%t = "test.val"() : () -> tensor<4x4x2xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1], [2]]}> : (tensor<4x4x2xf32>) -> tensor<16x2xf32>
// -----
// CASE: collapse_shape_dynamic_valid
%t = "test.val"() : () -> tensor<?x4xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<?x4xf32>) -> tensor<?xf32>
// -----
// CASE: collapse_shape_higher_rank
%t = "test.val"() : () -> tensor<16xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<16xf32>) -> tensor<4x4xf32>
// -----
// CASE: collapse_shape_wrong_size
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x4xf32>) -> tensor<8xf32>
// -----
// CASE: collapse_shape_uncovered_dim
%t = "test.val"() : () -> tensor<4x4x2xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x4x2xf32>) -> tensor<16xf32>
// -----
// CASE: collapse_shape_static_from_dynamic
%t = "test.val"() : () -> tensor<?x4xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<?x4xf32>) -> tensor<16xf32>
// -----
// CASE: collapse_shape_dynamic_from_static
%t = "test.val"() : () -> tensor<4x4xf32>
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x4xf32>) -> tensor<?xf32>
// -----
// CASE: concat_valid
%a = "test.val"() : () -> tensor<4x8xf32>
%b = "test.val"() : () -> tensor<?x8xf32>
%0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// -----
// CASE: concat_static_valid
%a = "test.val"() : () -> tensor<4x8xf32>
%b = "test.val"() : () -> tensor<4x?xf32>
%0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x?xf32>) -> tensor<8x8xf32>
// -----
// CASE: concat_no_inputs
%0 = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<4xf32>
// -----
// CASE: concat_rank_mismatch
%a = "test.val"() : () -> tensor<4x8xf32>
%b = "test.val"() : () -> tensor<4xf32>
%0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<8x8xf32>
// -----
// CASE: concat_element_type
%a = "test.val"() : () -> tensor<4x8xf32>
%b = "test.val"() : () -> tensor<4x8xf16>
%0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf16>) -> tensor<8x8xf32>
// -----
// CASE: concat_dim_out_of_range
%a = "test.val"() : () -> tensor<4x8xf32>
%0 = "tensor.concat"(%a, %a) <{dim = 2 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// -----
// CASE: concat_size_mismatch
%a = "test.val"() : () -> tensor<4x8xf32>
%b = "test.val"() : () -> tensor<4x7xf32>
%0 = "tensor.concat"(%a, %b) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x7xf32>) -> tensor<8x8xf32>
// -----
// CASE: concat_result_mismatch
%a = "test.val"() : () -> tensor<4x8xf32>
%0 = "tensor.concat"(%a, %a) <{dim = 0 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<9x8xf32>
// -----
// CASE: gather_valid
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x1x6xf32>
// -----
// CASE: gather_rank_reduced_valid
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x6xf32>
// -----
// CASE: gather_empty_dims
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x5x6xf32>
// -----
// CASE: gather_dims_overflow
%s = "test.val"() : () -> tensor<4xf32>
%i = "test.val"() : () -> tensor<2x2xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 0, 1>}> : (tensor<4xf32>, tensor<2x2xindex>) -> tensor<2xf32>
// -----
// CASE: gather_dims_length
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x2xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x4x1x6xf32>
// -----
// CASE: gather_dims_negative
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: -1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x5x6xf32>
// -----
// CASE: gather_dims_too_large
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 3>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x5x6xf32>
// -----
// CASE: gather_dims_not_increasing
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x2xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 2, 1>}> : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x4x1x1xf32>
// -----
// CASE: gather_result_mismatch
%s = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.gather"(%s, %i) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x4x5x6xf32>
// -----
// CASE: scatter_valid
%s = "test.val"() : () -> tensor<2x3x4x1x6xf32>
%d = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 1>, unique}> : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
// -----
// CASE: scatter_not_unique
%s = "test.val"() : () -> tensor<2x3x4x1x6xf32>
%d = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 1>}> : (tensor<2x3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
// -----
// CASE: scatter_dims_overflow
%s = "test.val"() : () -> tensor<2x3x4x1x6xf32>
%d = "test.val"() : () -> tensor<4xf32>
%i = "test.val"() : () -> tensor<2x2xindex>
%0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 0, 1>, unique}> : (tensor<2x3x4x1x6xf32>, tensor<4xf32>, tensor<2x2xindex>) -> tensor<4xf32>
// -----
// CASE: scatter_source_mismatch
%s = "test.val"() : () -> tensor<2x3x4x5x6xf32>
%d = "test.val"() : () -> tensor<4x5x6xf32>
%i = "test.val"() : () -> tensor<2x3x1xindex>
%0 = "tensor.scatter"(%s, %d, %i) <{scatter_dims = array<i64: 1>, unique}> : (tensor<2x3x4x5x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
