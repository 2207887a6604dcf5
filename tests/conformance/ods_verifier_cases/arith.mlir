// CASE: addi_valid
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
// -----
// CASE: addi_float_operand
%a = "test.val"() : () -> f32
%0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
// -----
// CASE: addi_index_valid
%a = "test.val"() : () -> index
%0 = "arith.addi"(%a, %a) : (index, index) -> index
// -----
// CASE: addi_vector_valid
%a = "test.val"() : () -> vector<4xi8>
%0 = "arith.addi"(%a, %a) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// -----
// CASE: addi_signed_int
%a = "test.val"() : () -> si32
%0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
// -----
// CASE: addi_one_operand
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a) : (i32) -> i32
// -----
// CASE: addi_three_operands
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
// -----
// CASE: addi_no_result
%a = "test.val"() : () -> i32
"arith.addi"(%a, %a) : (i32, i32) -> ()
// -----
// CASE: addi_mixed_types
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> i64
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
// -----
// CASE: addi_result_type_differs
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
// -----
// CASE: addi_overflow_flags_valid
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// -----
// CASE: addi_overflow_flags_wrong_attr
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
// -----
// CASE: addi_with_region
%a = "test.val"() : () -> i32
%0 = "arith.addi"(%a, %a) ({
}) : (i32, i32) -> i32
// -----
// CASE: addi_with_successor
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
// -----
// CASE: addf_valid
%a = "test.val"() : () -> f32
%0 = "arith.addf"(%a, %a) : (f32, f32) -> f32
// -----
// CASE: addf_int_operand
%a = "test.val"() : () -> i32
%0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
// -----
// CASE: addf_tensor_valid
%a = "test.val"() : () -> tensor<2x?xf16>
%0 = "arith.addf"(%a, %a) : (tensor<2x?xf16>, tensor<2x?xf16>) -> tensor<2x?xf16>
// -----
// CASE: addf_fastmath_valid
%a = "test.val"() : () -> f64
%0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
// -----
// CASE: addf_fastmath_wrong_attr
%a = "test.val"() : () -> f64
%0 = "arith.addf"(%a, %a) <{fastmath = "fast"}> : (f64, f64) -> f64
// -----
// CASE: addf_memref_operand
%a = "test.val"() : () -> memref<4xf32>
%0 = "arith.addf"(%a, %a) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
// -----
// CASE: subf_result_mismatch
%a = "test.val"() : () -> f32
%0 = "arith.subf"(%a, %a) : (f32, f32) -> f64
// -----
// CASE: mulf_two_results
%a = "test.val"() : () -> f32
%0:2 = "arith.mulf"(%a, %a) : (f32, f32) -> (f32, f32)
// -----
// CASE: divf_vector_valid
%a = "test.val"() : () -> vector<2x[4]xbf16>
%0 = "arith.divf"(%a, %a) : (vector<2x[4]xbf16>, vector<2x[4]xbf16>) -> vector<2x[4]xbf16>
// -----
// CASE: andi_i1_valid
%a = "test.val"() : () -> i1
%0 = "arith.andi"(%a, %a) : (i1, i1) -> i1
// -----
// CASE: ori_index_tensor_valid
%a = "test.val"() : () -> tensor<3xindex>
%0 = "arith.ori"(%a, %a) : (tensor<3xindex>, tensor<3xindex>) -> tensor<3xindex>
// -----
// CASE: xori_float
%a = "test.val"() : () -> bf16
%0 = "arith.xori"(%a, %a) : (bf16, bf16) -> bf16
// -----
// CASE: shli_valid
%a = "test.val"() : () -> i16
%0 = "arith.shli"(%a, %a) : (i16, i16) -> i16
// -----
// CASE: maxsi_tensor_dynamic_compatible
%a = "test.val"() : () -> tensor<?xi32>
%b = "test.val"() : () -> tensor<4xi32>
%0 = "arith.maxsi"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
// -----
// CASE: minui_vector_shape_mismatch
%a = "test.val"() : () -> vector<4xi32>
%b = "test.val"() : () -> vector<8xi32>
%0 = "arith.minui"(%a, %b) : (vector<4xi32>, vector<8xi32>) -> vector<4xi32>
// -----
// CASE: negf_valid
%a = "test.val"() : () -> f16
%0 = "arith.negf"(%a) : (f16) -> f16
// -----
// CASE: negf_two_operands
%a = "test.val"() : () -> f16
%0 = "arith.negf"(%a, %a) : (f16, f16) -> f16
// -----
// CASE: negf_int
%a = "test.val"() : () -> i8
%0 = "arith.negf"(%a) : (i8) -> i8
// -----
// CASE: cmpi_valid
%a = "test.val"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
// -----
// CASE: cmpi_missing_predicate
%a = "test.val"() : () -> i32
%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
// -----
// CASE: cmpi_predicate_out_of_range
%a = "test.val"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
// -----
// CASE: cmpi_predicate_string
%a = "test.val"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = "eq"}> : (i32, i32) -> i1
// -----
// CASE: cmpi_result_not_bool
%a = "test.val"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
// -----
// CASE: cmpi_operand_types_differ
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> i64
%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
// -----
// CASE: cmpi_vector_valid
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// -----
// CASE: cmpi_vector_scalar_result
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> i1
// -----
// CASE: cmpf_valid
%a = "test.val"() : () -> f32
%0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> i1
// -----
// CASE: cmpf_int_operands
%a = "test.val"() : () -> i32
%0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
// -----
// CASE: cmpf_predicate_too_big
%a = "test.val"() : () -> f32
%0 = "arith.cmpf"(%a, %a) <{predicate = 16 : i64}> : (f32, f32) -> i1
// -----
// CASE: select_valid
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> f32
%0 = "arith.select"(%c, %a, %a) : (i1, f32, f32) -> f32
// -----
// CASE: select_condition_not_bool
%c = "test.val"() : () -> i32
%a = "test.val"() : () -> f32
%0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
// -----
// CASE: select_branch_types_differ
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> f32
%b = "test.val"() : () -> f64
%0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
// -----
// CASE: addui_extended_valid
%a = "test.val"() : () -> i32
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i1)
// -----
// CASE: addui_extended_sum_type_differs
%a = "test.val"() : () -> i32
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
// -----
// CASE: addui_extended_one_result
%a = "test.val"() : () -> i32
%0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
// -----
// CASE: mului_extended_valid
%a = "test.val"() : () -> i64
%0:2 = "arith.mului_extended"(%a, %a) : (i64, i64) -> (i64, i64)
// -----
// CASE: mulsi_extended_high_type_differs
%a = "test.val"() : () -> i64
%0:2 = "arith.mulsi_extended"(%a, %a) : (i64, i64) -> (i64, i32)
// -----
// CASE: remf_valid
%a = "test.val"() : () -> f32
%0 = "arith.remf"(%a, %a) : (f32, f32) -> f32
// -----
// CASE: maximumf_index
%a = "test.val"() : () -> index
%0 = "arith.maximumf"(%a, %a) : (index, index) -> index
// -----
// CASE: select_scalar_valid
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> i32
%0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i32
// -----
// CASE: select_vector_mask_valid
%c = "test.val"() : () -> vector<4xi1>
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
// CASE: select_mask_shape_mismatch
%c = "test.val"() : () -> vector<3xi1>
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.select"(%c, %a, %a) : (vector<3xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
// CASE: select_mask_kind_mismatch
%c = "test.val"() : () -> tensor<4xi1>
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.select"(%c, %a, %a) : (tensor<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
// CASE: select_dynamic_tensor_mask_valid
%c = "test.val"() : () -> tensor<?x4xi1>
%a = "test.val"() : () -> tensor<?x4xf32>
%0 = "arith.select"(%c, %a, %a) : (tensor<?x4xi1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
// -----
// CASE: extf_valid
%a = "test.val"() : () -> f32
%0 = "arith.extf"(%a) : (f32) -> f64
// -----
// CASE: extf_narrowing
%a = "test.val"() : () -> f64
%0 = "arith.extf"(%a) : (f64) -> f32
// -----
// CASE: truncf_widening
%a = "test.val"() : () -> f32
%0 = "arith.truncf"(%a) : (f32) -> f64
// -----
// CASE: extsi_narrowing
%a = "test.val"() : () -> i32
%0 = "arith.extsi"(%a) : (i32) -> i16
// -----
// CASE: trunci_widening
%a = "test.val"() : () -> i32
%0 = "arith.trunci"(%a) : (i32) -> i64
// -----
// CASE: extui_vector_valid
%a = "test.val"() : () -> vector<4xi32>
%0 = "arith.extui"(%a) : (vector<4xi32>) -> vector<4xi64>
// -----
// CASE: sitofp_valid
%a = "test.val"() : () -> i32
%0 = "arith.sitofp"(%a) : (i32) -> f32
// -----
// CASE: bitcast_valid
%a = "test.val"() : () -> i32
%0 = "arith.bitcast"(%a) : (i32) -> f32
// -----
// CASE: bitcast_width_mismatch
%a = "test.val"() : () -> i32
%0 = "arith.bitcast"(%a) : (i32) -> f64
// -----
// CASE: index_cast_valid
%a = "test.val"() : () -> i32
%0 = "arith.index_cast"(%a) : (i32) -> index
// -----
// CASE: index_cast_int_to_int
%a = "test.val"() : () -> i32
%0 = "arith.index_cast"(%a) : (i32) -> i64
// -----
// CASE: constant_i32_valid
%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// -----
// CASE: constant_type_mismatch
%0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
// -----
// CASE: constant_unsigned_result
%0 = "arith.constant"() <{value = 1 : ui32}> : () -> ui32
// -----
// CASE: constant_f32_valid
%0 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
// -----
// CASE: constant_vector_splat_valid
%0 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
// -----
// CASE: constant_scalable_not_splat
%0 = "arith.constant"() <{value = dense<[1, 2, 3, 4]> : vector<[4]xi32>}> : () -> vector<[4]xi32>
// -----
// CASE: constant_scalable_splat_valid
%0 = "arith.constant"() <{value = dense<1> : vector<[4]xi32>}> : () -> vector<[4]xi32>
// -----
// CASE: constant_string_value
%0 = "arith.constant"() <{value = "foo"}> : () -> i32
// -----
// CASE: constant_index_valid
%0 = "arith.constant"() <{value = 1 : index}> : () -> index
// -----
// CASE: order_bitcast_shape_trait_before_cast_interface
%a = "test.val"() : () -> vector<4xf32>
%0 = "arith.bitcast"(%a) : (vector<4xf32>) -> vector<2xi64>
// -----
// CASE: order_extf_shape_before_cast_interface
%a = "test.val"() : () -> vector<4xf64>
%0 = "arith.extf"(%a) : (vector<4xf64>) -> vector<5xf32>
// -----
// CASE: order_extf_cast_interface_before_verifier
%a = "test.val"() : () -> f64
%0 = "arith.extf"(%a) : (f64) -> f32
// -----
// CASE: order_addf_same_type_before_elementwise
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> f32
%0 = "arith.addf"(%a, %b) : (vector<4xf32>, f32) -> vector<4xf32>
// -----
// CASE: order_addf_operand_constraint_before_same_type
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> f32
%0 = "arith.addf"(%a, %b) : (i32, f32) -> f32
// -----
// CASE: order_cmpi_attribute_before_operands
%a = "test.val"() : () -> f32
%b = "test.val"() : () -> i64
%0 = "arith.cmpi"(%a, %b) <{predicate = 42 : i64}> : (f32, i64) -> i1
// -----
// CASE: order_cmpi_operands_before_same_type
%a = "test.val"() : () -> f32
%b = "test.val"() : () -> i64
%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (f32, i64) -> i1
// -----
// CASE: order_cmpi_same_type_before_result_pred
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> i64
%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i32
// -----
// CASE: order_constant_attribute_before_verifier
%0 = "arith.constant"() <{value = [1]}> : () -> f32
// -----
// CASE: order_select_pred_traits_in_order
%c = "test.val"() : () -> vector<2xi1>
%a = "test.val"() : () -> vector<4xf32>
%b = "test.val"() : () -> vector<4xi32>
%0 = "arith.select"(%c, %a, %b) : (vector<2xi1>, vector<4xf32>, vector<4xi32>) -> vector<4xf32>
// -----
// CASE: order_addui_extended_elementwise_vs_pred
%a = "test.val"() : () -> vector<4xi32>
%b = "test.val"() : () -> vector<4xi32>
%0:2 = "arith.addui_extended"(%a, %b) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
// -----
// CASE: scaling_extf_valid
%a = "test.val"() : () -> f4E2M1FN
%s = "test.val"() : () -> f8E8M0FNU
%0 = "arith.scaling_extf"(%a, %s) : (f4E2M1FN, f8E8M0FNU) -> f32
// -----
// CASE: scaling_extf_narrowing
%a = "test.val"() : () -> f32
%s = "test.val"() : () -> f8E8M0FNU
%0 = "arith.scaling_extf"(%a, %s) : (f32, f8E8M0FNU) -> f16
// -----
// CASE: scaling_extf_scale_f16
%a = "test.val"() : () -> f4E2M1FN
%s = "test.val"() : () -> f16
%0 = "arith.scaling_extf"(%a, %s) : (f4E2M1FN, f16) -> f32
// -----
// CASE: scaling_truncf_valid
%a = "test.val"() : () -> f32
%s = "test.val"() : () -> f8E8M0FNU
%0 = "arith.scaling_truncf"(%a, %s) : (f32, f8E8M0FNU) -> f4E2M1FN
// -----
// CASE: scaling_truncf_widening
%a = "test.val"() : () -> f16
%s = "test.val"() : () -> f8E8M0FNU
%0 = "arith.scaling_truncf"(%a, %s) : (f16, f8E8M0FNU) -> f32
// -----
// CASE: scaling_truncf_scale_f16
%a = "test.val"() : () -> f32
%s = "test.val"() : () -> f16
%0 = "arith.scaling_truncf"(%a, %s) : (f32, f16) -> f4E2M1FN
// -----
// CASE: scaling_truncf_vector_valid
%a = "test.val"() : () -> vector<4xf32>
%s = "test.val"() : () -> vector<4xf8E8M0FNU>
%0 = "arith.scaling_truncf"(%a, %s) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf4E2M1FN>
