// CASE: dealloc_valid
%m = "test.val"() : () -> memref<4xf32>
"memref.dealloc"(%m) : (memref<4xf32>) -> ()
// -----
// CASE: dealloc_tensor
%m = "test.val"() : () -> tensor<4xf32>
"memref.dealloc"(%m) : (tensor<4xf32>) -> ()
// -----
// CASE: dealloc_unranked_valid
%m = "test.val"() : () -> memref<*xf32>
"memref.dealloc"(%m) : (memref<*xf32>) -> ()
// -----
// CASE: dealloc_no_operand
"memref.dealloc"() : () -> ()
// -----
// CASE: dealloc_with_result
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.dealloc"(%m) : (memref<4xf32>) -> i32
// -----
// CASE: rank_valid
%m = "test.val"() : () -> memref<4x?xf32>
%0 = "memref.rank"(%m) : (memref<4x?xf32>) -> index
// -----
// CASE: rank_result_not_index
%m = "test.val"() : () -> memref<4x?xf32>
%0 = "memref.rank"(%m) : (memref<4x?xf32>) -> i64
// -----
// CASE: rank_operand_vector
%m = "test.val"() : () -> vector<4xf32>
%0 = "memref.rank"(%m) : (vector<4xf32>) -> index
// -----
// CASE: copy_valid
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<4xf32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
// -----
// CASE: copy_element_type_mismatch
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<4xf16>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf16>) -> ()
// -----
// CASE: copy_shape_mismatch
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<8xf32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<8xf32>) -> ()
// -----
// CASE: copy_dynamic_shape_valid
%a = "test.val"() : () -> memref<?xf32>
%b = "test.val"() : () -> memref<8xf32>
"memref.copy"(%a, %b) : (memref<?xf32>, memref<8xf32>) -> ()
// -----
// CASE: copy_one_operand
%a = "test.val"() : () -> memref<4xf32>
"memref.copy"(%a) : (memref<4xf32>) -> ()
// -----
// CASE: copy_tensor_operand
%a = "test.val"() : () -> tensor<4xf32>
%b = "test.val"() : () -> memref<4xf32>
"memref.copy"(%a, %b) : (tensor<4xf32>, memref<4xf32>) -> ()
// -----
// CASE: extract_aligned_pointer_valid
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> index
// -----
// CASE: extract_aligned_pointer_result_i64
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.extract_aligned_pointer_as_index"(%m) : (memref<4xf32>) -> i64
// -----
// CASE: alloc_valid
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
// CASE: alloc_result_tensor
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
// -----
// CASE: alloc_alignment_negative
%0 = "memref.alloc"() <{alignment = -1 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
// CASE: alloc_alignment_i32
%0 = "memref.alloc"() <{alignment = 16 : i32, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
// CASE: alloc_dynamic_size_float
%s = "test.val"() : () -> f32
%0 = "memref.alloc"(%s) <{operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> memref<?xf32>
// -----
// CASE: alloc_segment_sum_mismatch
%s = "test.val"() : () -> index
%0 = "memref.alloc"(%s) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
// -----
// CASE: alloca_two_results
%0:2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> (memref<4xf32>, memref<4xf32>)
// -----
// CASE: alloca_scope_return_outside
"test.region"() ({
  "memref.alloca_scope.return"() : () -> ()
}) : () -> ()
// -----
// CASE: global_missing_type
"memref.global"() <{sym_name = "g", sym_visibility = "private"}> : () -> ()
// -----
// CASE: global_type_not_memref
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()
// -----
// CASE: get_global_missing_name
%0 = "memref.get_global"() : () -> memref<4xf32>
// -----
// CASE: atomic_yield_outside
%a = "test.val"() : () -> f32
"test.region"() ({
  "memref.atomic_yield"(%a) : (f32) -> ()
}) : () -> ()
// -----
// CASE: assume_alignment_zero
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.assume_alignment"(%m) <{alignment = 0 : i32}> : (memref<4xf32>) -> memref<4xf32>
// -----
// CASE: memory_space_cast_tensor
%m = "test.val"() : () -> tensor<4xf32>
%0 = "memref.memory_space_cast"(%m) : (tensor<4xf32>) -> memref<4xf32>
// -----
// CASE: prefetch_locality_too_big
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
"memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 7 : i32}> : (memref<4xf32>, index) -> ()
// -----
// CASE: prefetch_missing_is_write
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
"memref.prefetch"(%m, %i) <{isDataCache = true, localityHint = 1 : i32}> : (memref<4xf32>, index) -> ()
// -----
// CASE: prefetch_is_write_not_bool
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
"memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = 1 : i32, localityHint = 1 : i32}> : (memref<4xf32>, index) -> ()
// -----
// CASE: alloca_scope_no_region
"memref.alloca_scope"() : () -> ()
// -----
// CASE: dim_valid
%m = "test.val"() : () -> memref<?xf32>
%i = "test.val"() : () -> index
%0 = "memref.dim"(%m, %i) : (memref<?xf32>, index) -> index
// -----
// CASE: dim_tensor_source
%m = "test.val"() : () -> tensor<?xf32>
%i = "test.val"() : () -> index
%0 = "memref.dim"(%m, %i) : (tensor<?xf32>, index) -> index
// -----
// CASE: alloc_missing_dynamic_size
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?xf32>
// -----
// CASE: alloc_extra_dynamic_size
%i = "test.val"() : () -> index
%0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4xf32>
// -----
// CASE: alloc_dynamic_valid
%i = "test.val"() : () -> index
%0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// -----
// CASE: alloc_extra_symbol
%i = "test.val"() : () -> index
%0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32>
// -----
// CASE: alloc_affine_layout_symbol_valid
%i = "test.val"() : () -> index
%0 = "memref.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
// -----
// CASE: alloc_missing_symbol
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
// -----
// CASE: alloc_strided_valid
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32, strided<[4, 1]>>
// -----
// CASE: load_valid
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
%0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> f32
// -----
// CASE: load_index_count_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
%0 = "memref.load"(%m, %i) : (memref<4x4xf32>, index) -> f32
// -----
// CASE: store_valid
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> f32
"memref.store"(%v, %m, %i, %i) : (f32, memref<4x4xf32>, index, index) -> ()
// -----
// CASE: store_index_count_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> f32
"memref.store"(%v, %m, %i, %i, %i) : (f32, memref<4x4xf32>, index, index, index) -> ()
// -----
// CASE: load_0d_valid
%m = "test.val"() : () -> memref<f32>
%0 = "memref.load"(%m) : (memref<f32>) -> f32
// -----
// CASE: load_alignment_not_power_of_two
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.load"(%m, %i) <{nontemporal = false, alignment = 3 : i64}> : (memref<4xf32>, index) -> f32
// -----
// CASE: store_alignment_valid
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%v = "test.val"() : () -> f32
"memref.store"(%v, %m, %i) <{alignment = 8 : i64}> : (f32, memref<4xf32>, index) -> ()
// -----
// CASE: get_global_valid
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<0.0> : tensor<4xf32>, sym_visibility = "private"}> : () -> ()
%0 = "memref.get_global"() <{name = @g}> : () -> memref<4xf32>
// -----
// CASE: get_global_type_mismatch
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<0.0> : tensor<4xf32>, sym_visibility = "private"}> : () -> ()
%0 = "memref.get_global"() <{name = @g}> : () -> memref<8xf32>
// -----
// CASE: get_global_undefined
%0 = "memref.get_global"() <{name = @nope}> : () -> memref<8xf32>
// -----
// CASE: global_init_element_mismatch
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<0> : tensor<4xi32>}> : () -> ()
// -----
// CASE: global_init_shape_mismatch
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<0.0> : tensor<2x2xf32>}> : () -> ()
// -----
// CASE: global_init_not_elements
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 1 : i32}> : () -> ()
// -----
// CASE: global_alignment_not_power_of_two
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value, alignment = 3 : i64}> : () -> ()
// -----
// CASE: global_uninitialized_aligned_valid
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value, alignment = 16 : i64}> : () -> ()
// -----
// CASE: global_declaration_valid
"memref.global"() <{sym_name = "g", type = memref<4xf32>}> : () -> ()
// -----
// CASE: get_global_of_func
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%0 = "memref.get_global"() <{name = @g}> : () -> memref<8xf32>
// -----
// CASE: alloca_scope_valid
"memref.alloca_scope"() ({
  "memref.alloca_scope.return"() : () -> ()
}) : () -> ()
// -----
// CASE: alloca_scope_result_type_mismatch
%0 = "memref.alloca_scope"() ({
  %a = "test.val"() : () -> i64
  "memref.alloca_scope.return"(%a) : (i64) -> ()
}) : () -> i32
// -----
// CASE: cast_to_dynamic_valid
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<?x4xf32>
// -----
// CASE: cast_to_unranked_valid
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<*xf32>
// -----
// CASE: cast_unranked_to_unranked
%m = "test.val"() : () -> memref<*xf32>
%0 = "memref.cast"(%m) : (memref<*xf32>) -> memref<*xf32>
// -----
// CASE: cast_element_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xi32>
// -----
// CASE: cast_to_canonical_strided_valid
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>>
// -----
// CASE: cast_to_dynamic_strided_valid
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>>
// -----
// CASE: cast_stride_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: cast_offset_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 2>>
// -----
// CASE: cast_memory_space_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32, 1>
// -----
// CASE: cast_dynamic_dim_strided_valid
%m = "test.val"() : () -> memref<?x4xf32>
%0 = "memref.cast"(%m) : (memref<?x4xf32>) -> memref<?x4xf32, strided<[4, 1]>>
// -----
// CASE: cast_dynamic_stride_valid
%m = "test.val"() : () -> memref<4x?xf32>
%0 = "memref.cast"(%m) : (memref<4x?xf32>) -> memref<4x?xf32, strided<[4, 1]>>
// -----
// CASE: order_cast_interface_before_shape_trait
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.cast"(%m) : (memref<4x4xf32>) -> memref<4x5xf32>
// -----
// CASE: order_cast_operand_constraint_before_interface
%m = "test.val"() : () -> tensor<4xf32>
%0 = "memref.cast"(%m) : (tensor<4xf32>) -> memref<4x5xf32>
// -----
// CASE: order_cast_rank_mismatch_interface_first
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.cast"(%m) : (memref<4xf32>) -> memref<4x4xf32>
// -----
// CASE: order_copy_element_type_before_shape
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<5xi32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<5xi32>) -> ()
// -----
// CASE: order_copy_operand_constraint_before_traits
%a = "test.val"() : () -> tensor<4xf32>
%b = "test.val"() : () -> memref<5xi32>
"memref.copy"(%a, %b) : (tensor<4xf32>, memref<5xi32>) -> ()
// -----
// CASE: order_assume_alignment_attr_before_same_type
%a = "test.val"() : () -> memref<4xf32>
%0 = "memref.assume_alignment"(%a) <{alignment = 0 : i32}> : (memref<4xf32>) -> memref<8xf32>
// -----
// CASE: order_assume_alignment_same_type_before_verifier
%a = "test.val"() : () -> memref<4xf32>
%0 = "memref.assume_alignment"(%a) <{alignment = 3 : i32}> : (memref<4xf32>) -> memref<8xf32>
// -----
// CASE: order_load_operand_before_verifier
%a = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> i32
%0 = "memref.load"(%a, %i) : (memref<4x4xf32>, i32) -> f32
// -----
// CASE: order_alloca_scope_terminator_before_nested
"memref.alloca_scope"() ({
  %x = "arith.addi"() : () -> i32
  "test.term"() : () -> ()
}) : () -> ()
// -----
// CASE: order_alloca_scope_implicit_terminator_before_region_branch
%0 = "memref.alloca_scope"() ({
  "test.term"() : () -> ()
}) : () -> f32
// -----
// CASE: order_global_symbol_visibility_before_verifier
"memref.global"() <{sym_name = "g", sym_visibility = "foo", type = memref<4xf32>}> : () -> ()
// -----
// CASE: order_alloc_alignment_interface
%0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// -----
// CASE: order_global_verifier_after_symbol
"memref.global"() <{sym_name = "g", type = memref<4xf32>, alignment = 3 : i64}> : () -> ()
// -----
// CASE: order_global_symbol_before_verifier_type
"memref.global"() <{sym_name = "g", sym_visibility = "foo", type = memref<4xf32>, initial_value = dense<1.0> : tensor<5xf32>}> : () -> ()
// -----
// CASE: global_private_valid
"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// -----
// CASE: global_in_non_symbol_table_parent
"scf.execute_region"() ({
  "memref.global"() <{sym_name = "g", type = memref<4xf32>}> : () -> ()
  "scf.yield"() : () -> ()
}) : () -> ()
// -----
// CASE: assume_alignment_valid
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<4xf32>
// -----
// CASE: assume_alignment_not_power_of_two
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.assume_alignment"(%m) <{alignment = 12 : i32}> : (memref<4xf32>) -> memref<4xf32>
// -----
// CASE: distinct_objects_valid
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<8xi8>
%0:2 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<8xi8>) -> (memref<4xf32>, memref<8xi8>)
// -----
// CASE: distinct_objects_type_mismatch
%a = "test.val"() : () -> memref<4xf32>
%b = "test.val"() : () -> memref<8xi8>
%0:2 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<8xi8>) -> (memref<8xi8>, memref<4xf32>)
// -----
// CASE: distinct_objects_empty
"memref.distinct_objects"() : () -> ()
// -----
// CASE: prefetch_valid
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
"memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xf32>, index, index) -> ()
// -----
// CASE: prefetch_too_few_indices
%m = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
"memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xf32>, index) -> ()
// -----
// CASE: dma_wait_valid
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
"memref.dma_wait"(%t, %i, %i) : (memref<1xi32>, index, index) -> ()
// -----
// CASE: dma_wait_index_count
%t = "test.val"() : () -> memref<1x2xi32>
%i = "test.val"() : () -> index
"memref.dma_wait"(%t, %i, %i) : (memref<1x2xi32>, index, index) -> ()
// -----
// CASE: dma_start_valid
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32, 2>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %i) : (memref<16xf32>, index, memref<16xf32, 2>, index, index, memref<1xi32>, index) -> ()
// -----
// CASE: dma_start_strided_valid
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32, 2>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %i, %i) : (memref<16xf32>, index, memref<16xf32, 2>, index, index, memref<1xi32>, index, index, index) -> ()
// -----
// CASE: dma_start_three_operands
%s = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %i) : (memref<16xf32>, index, index) -> ()
// -----
// CASE: dma_start_source_not_memref
%s = "test.val"() : () -> tensor<16xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %i, %i) : (tensor<16xf32>, index, index, index) -> ()
// -----
// CASE: dma_start_few_for_source_rank
%s = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %i, %i, %i) : (memref<4x4xf32>, index, index, index, index) -> ()
// -----
// CASE: dma_start_source_index_type
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
%j = "test.val"() : () -> i32
"memref.dma_start"(%s, %j, %d, %i, %i, %t, %i) : (memref<16xf32>, i32, memref<16xf32>, index, index, memref<1xi32>, index) -> ()
// -----
// CASE: dma_start_dest_not_memref
%s = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %i, %i, %i) : (memref<16xf32>, index, index, index, index) -> ()
// -----
// CASE: dma_start_few_for_dest_rank
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<4x4xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i) : (memref<16xf32>, index, memref<4x4xf32>, index, index) -> ()
// -----
// CASE: dma_start_dest_index_type
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
%j = "test.val"() : () -> i32
"memref.dma_start"(%s, %i, %d, %j, %i, %t, %i) : (memref<16xf32>, index, memref<16xf32>, i32, index, memref<1xi32>, index) -> ()
// -----
// CASE: dma_start_num_elements_type
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
%j = "test.val"() : () -> i32
"memref.dma_start"(%s, %i, %d, %i, %j, %t, %i) : (memref<16xf32>, index, memref<16xf32>, index, i32, memref<1xi32>, index) -> ()
// -----
// CASE: dma_start_tag_not_memref
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i, %i, %i) : (memref<16xf32>, index, memref<16xf32>, index, index, index, index) -> ()
// -----
// CASE: dma_start_few_for_tag_rank
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1x1xi32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %i) : (memref<16xf32>, index, memref<16xf32>, index, index, memref<1x1xi32>, index) -> ()
// -----
// CASE: dma_start_tag_index_type
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
%j = "test.val"() : () -> i32
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %j) : (memref<16xf32>, index, memref<16xf32>, index, index, memref<1xi32>, i32) -> ()
// -----
// CASE: dma_start_one_stride_operand
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %i) : (memref<16xf32>, index, memref<16xf32>, index, index, memref<1xi32>, index, index) -> ()
// -----
// CASE: dma_start_stride_type
%s = "test.val"() : () -> memref<16xf32>
%d = "test.val"() : () -> memref<16xf32>
%t = "test.val"() : () -> memref<1xi32>
%i = "test.val"() : () -> index
%j = "test.val"() : () -> i32
"memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %i, %j) : (memref<16xf32>, index, memref<16xf32>, index, index, memref<1xi32>, index, index, i32) -> ()
// -----
// CASE: atomic_rmw_valid
%m = "test.val"() : () -> memref<4xf32>
%v = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
// -----
// CASE: atomic_rmw_index_count
%m = "test.val"() : () -> memref<4x4xf32>
%v = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index) -> f32
// -----
// CASE: atomic_rmw_float_kind_int_value
%m = "test.val"() : () -> memref<4xi32>
%v = "test.val"() : () -> i32
%i = "test.val"() : () -> index
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (i32, memref<4xi32>, index) -> i32
// -----
// CASE: atomic_rmw_int_kind_float_value
%m = "test.val"() : () -> memref<4xf32>
%v = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (f32, memref<4xf32>, index) -> f32
// -----
// CASE: atomic_rmw_andi_float
%m = "test.val"() : () -> memref<4xf32>
%v = "test.val"() : () -> f32
%i = "test.val"() : () -> index
%0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 2 : i64}> : (f32, memref<4xf32>, index) -> f32
// -----
// CASE: generic_atomic_rmw_valid
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f32):
  %y = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  "memref.atomic_yield"(%y) : (f32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: generic_atomic_rmw_two_arguments
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f32, %z: f32):
  "memref.atomic_yield"(%x) : (f32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: generic_atomic_rmw_argument_type
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f16):
  %c = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
  "memref.atomic_yield"(%c) : (f32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: generic_atomic_rmw_side_effect
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f32):
  "memref.store"(%x, %m, %i) : (f32, memref<4xf32>, index) -> ()
  "memref.atomic_yield"(%x) : (f32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: generic_atomic_rmw_unregistered_op
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f32):
  "test.effect"() : () -> ()
  "memref.atomic_yield"(%x) : (f32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: atomic_yield_type_mismatch
%m = "test.val"() : () -> memref<4xf32>
%i = "test.val"() : () -> index
%0 = "memref.generic_atomic_rmw"(%m, %i) ({
^bb0(%x: f32):
  %c = "arith.constant"() <{value = 0 : i32}> : () -> i32
  "memref.atomic_yield"(%c) : (i32) -> ()
}) : (memref<4xf32>, index) -> f32
// -----
// CASE: realloc_valid
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<8xf32>
// -----
// CASE: realloc_dynamic_valid
%m = "test.val"() : () -> memref<?xf32>
%n = "test.val"() : () -> index
%0 = "memref.realloc"(%m, %n) : (memref<?xf32>, index) -> memref<?xf32>
// -----
// CASE: realloc_source_layout
%m = "test.val"() : () -> memref<4xf32, strided<[2]>>
%0 = "memref.realloc"(%m) : (memref<4xf32, strided<[2]>>) -> memref<8xf32>
// -----
// CASE: realloc_result_layout
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<8xf32, strided<[1], offset: 2>>
// -----
// CASE: realloc_memory_space
%m = "test.val"() : () -> memref<4xf32, 1>
%0 = "memref.realloc"(%m) : (memref<4xf32, 1>) -> memref<8xf32>
// -----
// CASE: realloc_element_type
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<8xf16>
// -----
// CASE: realloc_missing_size
%m = "test.val"() : () -> memref<4xf32>
%0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<?xf32>
// -----
// CASE: realloc_unnecessary_size
%m = "test.val"() : () -> memref<4xf32>
%n = "test.val"() : () -> index
%0 = "memref.realloc"(%m, %n) : (memref<4xf32>, index) -> memref<8xf32>
// -----
// CASE: subview_valid
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 2>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[16, 2], offset: 9>>
// -----
// CASE: subview_dynamic_offset_valid
%m = "test.val"() : () -> memref<8x8xf32>
%i = "test.val"() : () -> index
%0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
// -----
// CASE: subview_rank_reduced_valid
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<8xf32, strided<[1], offset: 16>>
// -----
// CASE: subview_rank_reduced_unit_dims_valid
%m = "test.val"() : () -> memref<1x1x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (memref<1x1x8xf32>) -> memref<1x8xf32, strided<[8, 1]>>
// -----
// CASE: subview_memory_space
%m = "test.val"() : () -> memref<8x8xf32, 1>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32, 1>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: subview_not_strided
%m = "test.val"() : () -> memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: subview_affine_source_valid
%m = "test.val"() : () -> memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 4)>>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 4)>>) -> memref<4x4xf32, strided<[16, 1], offset: 20>>
// -----
// CASE: subview_rank_too_large
%m = "test.val"() : () -> memref<8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4x1xf32>
// -----
// CASE: subview_size_mismatch
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x3xf32, strided<[8, 1]>>
// -----
// CASE: subview_element_type
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf16, strided<[8, 1]>>
// -----
// CASE: subview_offset_mismatch
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: subview_stride_mismatch
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 2>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: subview_identity_result_mismatch
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32>
// -----
// CASE: subview_dynamic_offset_static_result
%m = "test.val"() : () -> memref<8x8xf32>
%i = "test.val"() : () -> index
%0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: subview_rank_reduced_stride_mismatch
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<8xf32, strided<[8]>>
// -----
// CASE: subview_out_of_bounds_offset
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<1x4xf32, strided<[8, 1], offset: 64>>
// -----
// CASE: subview_runs_out_of_bounds
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 32>>
// -----
// CASE: subview_wrong_offset_count
%m = "test.val"() : () -> memref<8x8xf32>
%0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: view_valid
%m = "test.val"() : () -> memref<2048xi8>
%s = "test.val"() : () -> index
%0 = "memref.view"(%m, %s, %s) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// -----
// CASE: view_base_layout
%m = "test.val"() : () -> memref<2048xi8, strided<[1], offset: 4>>
%s = "test.val"() : () -> index
%0 = "memref.view"(%m, %s) : (memref<2048xi8, strided<[1], offset: 4>>, index) -> memref<4x4xf32>
// -----
// CASE: view_result_layout
%m = "test.val"() : () -> memref<2048xi8>
%s = "test.val"() : () -> index
%0 = "memref.view"(%m, %s) : (memref<2048xi8>, index) -> memref<4x4xf32, strided<[8, 1]>>
// -----
// CASE: view_memory_space
%m = "test.val"() : () -> memref<2048xi8, 1>
%s = "test.val"() : () -> index
%0 = "memref.view"(%m, %s) : (memref<2048xi8, 1>, index) -> memref<4x4xf32>
// -----
// CASE: view_size_count
%m = "test.val"() : () -> memref<2048xi8>
%s = "test.val"() : () -> index
%0 = "memref.view"(%m, %s) : (memref<2048xi8>, index) -> memref<?x?xf32>
// -----
// CASE: reinterpret_cast_valid
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<?xf32>) -> memref<10x10xf32, strided<[10, 1]>>
// -----
// CASE: reinterpret_cast_identity_valid
%m = "test.val"() : () -> memref<*xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<*xf32>) -> memref<10x10xf32>
// -----
// CASE: reinterpret_cast_memory_space
%m = "test.val"() : () -> memref<?xf32, 1>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32, 1>) -> memref<10xf32>
// -----
// CASE: reinterpret_cast_element_type
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<10xi32>
// -----
// CASE: reinterpret_cast_size
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<12xf32>
// -----
// CASE: reinterpret_cast_dynamic_size_static_result
%m = "test.val"() : () -> memref<?xf32>
%i = "test.val"() : () -> index
%0 = "memref.reinterpret_cast"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<12xf32>
// -----
// CASE: reinterpret_cast_offset
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<10xf32, strided<[1], offset: 3>>
// -----
// CASE: reinterpret_cast_stride
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<?xf32>) -> memref<10x10xf32, strided<[20, 1]>>
// -----
// CASE: reinterpret_cast_two_offsets
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10>, static_strides = array<i64: 1>}> : (memref<?xf32>) -> memref<10xf32>
// -----
// CASE: reshape_valid
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<1xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32>
// -----
// CASE: reshape_unranked_valid
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<?xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<?xindex>) -> memref<*xf32>
// -----
// CASE: reshape_element_type
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<1xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xi32>
// -----
// CASE: reshape_source_layout
%m = "test.val"() : () -> memref<4x4xf32, strided<[8, 1]>>
%s = "test.val"() : () -> memref<1xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xindex>) -> memref<16xf32>
// -----
// CASE: reshape_result_layout
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<1xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<1xindex>) -> memref<16xf32, strided<[2]>>
// -----
// CASE: reshape_dynamic_shape_length
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<?xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<?xindex>) -> memref<16xf32>
// -----
// CASE: reshape_rank_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%s = "test.val"() : () -> memref<2xindex>
%0 = "memref.reshape"(%m, %s) : (memref<4x4xf32>, memref<2xindex>) -> memref<16xf32>
// -----
// CASE: expand_shape_valid
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: expand_shape_dynamic_valid
%m = "test.val"() : () -> memref<?xf32>
%n = "test.val"() : () -> index
%0 = "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>, index) -> memref<?x4xf32>
// -----
// CASE: expand_shape_strided_valid
%m = "test.val"() : () -> memref<16xf32, strided<[2], offset: 3>>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32, strided<[2], offset: 3>>) -> memref<4x4xf32, strided<[8, 2], offset: 3>>
// -----
// CASE: expand_shape_not_expansion
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 16>}> : (memref<4x4xf32>) -> memref<16xf32>
// -----
// CASE: expand_shape_group_count
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0], [1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: expand_shape_not_contiguous
%m = "test.val"() : () -> memref<16x2xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 2], [1]], static_output_shape = array<i64: 4, 2, 4>}> : (memref<16x2xf32>) -> memref<4x2x4xf32>
// -----
// CASE: expand_shape_index_out_of_bounds
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: expand_shape_dynamic_mismatch
%m = "test.val"() : () -> memref<16xf32>
%n = "test.val"() : () -> index
%0 = "memref.expand_shape"(%m, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<16xf32>, index) -> memref<?x4xf32>
// -----
// CASE: expand_shape_group_size
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 5>}> : (memref<16xf32>) -> memref<4x5xf32>
// -----
// CASE: expand_shape_rank_zero
%m = "test.val"() : () -> memref<f32>
%0 = "memref.expand_shape"(%m) <{reassociation = [], static_output_shape = array<i64: 1, 2>}> : (memref<f32>) -> memref<1x2xf32>
// -----
// CASE: expand_shape_rank_zero_valid
%m = "test.val"() : () -> memref<f32>
%0 = "memref.expand_shape"(%m) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32>) -> memref<1x1xf32>
// -----
// CASE: expand_shape_uncovered_dims
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4, 1>}> : (memref<16xf32>) -> memref<4x4x1xf32>
// -----
// CASE: expand_shape_layout_mismatch
%m = "test.val"() : () -> memref<16xf32, strided<[2]>>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32, strided<[2]>>) -> memref<4x4xf32>
// -----
// CASE: expand_shape_static_count
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4>}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: expand_shape_dynamic_operand_count
%m = "test.val"() : () -> memref<?xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>) -> memref<?x4xf32>
// -----
// CASE: expand_shape_output_shape_value
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 8>}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: collapse_shape_valid
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
// -----
// CASE: collapse_shape_strided_valid
%m = "test.val"() : () -> memref<4x4x2xf32, strided<[8, 2, 1], offset: 5>>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1], [2]]}> : (memref<4x4x2xf32, strided<[8, 2, 1], offset: 5>>) -> memref<16x2xf32, strided<[2, 1], offset: 5>>
// -----
// CASE: collapse_shape_not_collapse
%m = "test.val"() : () -> memref<16xf32>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<16xf32>) -> memref<4x4xf32>
// -----
// CASE: collapse_shape_group_size
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<8xf32>
// -----
// CASE: collapse_shape_non_contiguous
%m = "test.val"() : () -> memref<4x4xf32, strided<[8, 1]>>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32, strided<[8, 1]>>) -> memref<16xf32, strided<[1]>>
// -----
// CASE: collapse_shape_layout_mismatch
%m = "test.val"() : () -> memref<4x4xf32, strided<[4, 1], offset: 2>>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32, strided<[4, 1], offset: 2>>) -> memref<16xf32>
// -----
// CASE: collapse_shape_identity_mismatch
%m = "test.val"() : () -> memref<4x4xf32>
%0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32, strided<[1]>>
// -----
// CASE: transpose_valid
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
// -----
// CASE: transpose_identity_valid
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<4x8xf32>) -> memref<4x8xf32>
// -----
// CASE: transpose_not_permutation
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d0, d0)>}> : (memref<4x8xf32>) -> memref<4x8xf32>
// -----
// CASE: transpose_rank_mismatch
%m = "test.val"() : () -> memref<4x8x2xf32>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8x2xf32>) -> memref<8x4x2xf32>
// -----
// CASE: transpose_result_mismatch
%m = "test.val"() : () -> memref<4x8xf32>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> memref<8x4xf32>
// -----
// CASE: transpose_offset_result_mismatch
%m = "test.val"() : () -> memref<4x8xf32, strided<[8, 1], offset: 3>>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32, strided<[8, 1], offset: 3>>) -> memref<8x4xf32>
// -----
// CASE: transpose_dynamic_result_mismatch
%m = "test.val"() : () -> memref<4x8xf32, strided<[?, 1], offset: ?>>
%0 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32, strided<[?, 1], offset: ?>>) -> memref<8x4xf32>
// -----
// CASE: extract_strided_metadata_affine_linear_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_symbol_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_mod_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 mod 4)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 mod 4)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_two_results_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_nested_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> ((d0 + d1 * 2) * 4 + 1)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> ((d0 + d1 * 2) * 4 + 1)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_floordiv_mod_cancel_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + (d1 floordiv 8) * 8 + d1 mod 8)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + (d1 floordiv 8) * 8 + d1 mod 8)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_floordiv_mod_remaining_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + (d1 floordiv 8) * 4 + d1 mod 8)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + (d1 floordiv 8) * 4 + d1 mod 8)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_ceildiv_mod_remaining_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + (d1 ceildiv 2) * 2 - d1 mod 2)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + (d1 ceildiv 2) * 2 - d1 mod 2)>>) -> (memref<f32>, index, index, index, index, index)
// -----
// CASE: extract_strided_metadata_affine_mod_gcd_symbols_layout
%m = "test.val"() : () -> memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + (d1 * 3 + s0 * 6) mod 3 + ((d1 + s0 * 2) floordiv 1) * 3)>>
%b, %o, %s:2, %t:2 = "memref.extract_strided_metadata"(%m) : (memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + (d1 * 3 + s0 * 6) mod 3 + ((d1 + s0 * 2) floordiv 1) * 3)>>) -> (memref<f32>, index, index, index, index, index)
