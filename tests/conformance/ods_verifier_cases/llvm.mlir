// CASE: add_valid
%a = "test.val"() : () -> i32
%0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// -----
// CASE: add_float
%a = "test.val"() : () -> f32
%0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<none>}> : (f32, f32) -> f32
// -----
// CASE: add_type_mismatch
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> i64
%0 = "llvm.add"(%a, %b) <{overflowFlags = #llvm.overflow<none>}> : (i32, i64) -> i32
// -----
// CASE: and_valid
%a = "test.val"() : () -> vector<2xi8>
%0 = "llvm.and"(%a, %a) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
// -----
// CASE: and_result_mismatch
%a = "test.val"() : () -> i8
%0 = "llvm.and"(%a, %a) : (i8, i8) -> i16
// -----
// CASE: fadd_valid
%a = "test.val"() : () -> f64
%0 = "llvm.fadd"(%a, %a) : (f64, f64) -> f64
// -----
// CASE: fadd_int
%a = "test.val"() : () -> i64
%0 = "llvm.fadd"(%a, %a) : (i64, i64) -> i64
// -----
// CASE: fneg_valid
%a = "test.val"() : () -> f32
%0 = "llvm.fneg"(%a) : (f32) -> f32
// -----
// CASE: fneg_two_operands
%a = "test.val"() : () -> f32
%0 = "llvm.fneg"(%a, %a) : (f32, f32) -> f32
// -----
// CASE: freeze_valid
%a = "test.val"() : () -> i32
%0 = "llvm.freeze"(%a) : (i32) -> i32
// -----
// CASE: freeze_type_mismatch
%a = "test.val"() : () -> i32
%0 = "llvm.freeze"(%a) : (i32) -> i64
// -----
// CASE: undef_valid
%0 = "llvm.mlir.undef"() : () -> i32
// -----
// CASE: undef_no_result
"llvm.mlir.undef"() : () -> ()
// -----
// CASE: poison_valid
%0 = "llvm.mlir.poison"() : () -> !llvm.ptr
// -----
// CASE: zero_valid
%0 = "llvm.mlir.zero"() : () -> f32
// -----
// CASE: unreachable_valid
"test.region"() ({
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: unreachable_not_last
"test.region"() ({
  "llvm.unreachable"() : () -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: unreachable_with_operand
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.unreachable"(%a) : (i32) -> ()
}) : () -> ()
// -----
// CASE: br_valid
"test.region"() ({
  "llvm.br"()[^bb1] : () -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: br_no_successor
"test.region"() ({
  "llvm.br"() : () -> ()
}) : () -> ()
// -----
// CASE: br_two_successors
"test.region"() ({
  "llvm.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_condition_not_i1
%c = "test.val"() : () -> i32
"test.region"() ({
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_one_successor
%c = "test.val"() : () -> i1
"test.region"() ({
  "llvm.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: icmp_valid
%a = "test.val"() : () -> i32
%0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
// -----
// CASE: icmp_float_operands
%a = "test.val"() : () -> f32
%0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
// -----
// CASE: icmp_missing_predicate
%a = "test.val"() : () -> i32
%0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
// -----
// CASE: select_valid
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> i32
%0 = "llvm.select"(%c, %a, %a) : (i1, i32, i32) -> i32
// -----
// CASE: select_condition_i32
%c = "test.val"() : () -> i32
%a = "test.val"() : () -> i32
%0 = "llvm.select"(%c, %a, %a) : (i32, i32, i32) -> i32
// -----
// CASE: select_branch_mismatch
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> i32
%b = "test.val"() : () -> i64
%0 = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
// -----
// CASE: trunc_float
%a = "test.val"() : () -> f32
%0 = "llvm.trunc"(%a) <{overflowFlags = #llvm.overflow<none>}> : (f32) -> i16
// -----
// CASE: ptrtoint_valid
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.ptrtoint"(%p) : (!llvm.ptr) -> i64
// -----
// CASE: ptrtoint_from_int
%p = "test.val"() : () -> i64
%0 = "llvm.ptrtoint"(%p) : (i64) -> i64
// -----
// CASE: inttoptr_result_not_ptr
%p = "test.val"() : () -> i64
%0 = "llvm.inttoptr"(%p) : (i64) -> i64
// -----
// CASE: return_two_operands
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()
// -----
// CASE: fcmp_valid
%a = "test.val"() : () -> f32
%0 = "llvm.fcmp"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> i1
// -----
// CASE: fcmp_predicate_out_of_range
%a = "test.val"() : () -> f32
%0 = "llvm.fcmp"(%a, %a) <{predicate = 99 : i64}> : (f32, f32) -> i1
// -----
// CASE: fcmp_result_i8
%a = "test.val"() : () -> f32
%0 = "llvm.fcmp"(%a, %a) <{predicate = 1 : i64}> : (f32, f32) -> i8
// -----
// CASE: fmul_fastmath_valid
%a = "test.val"() : () -> f32
%0 = "llvm.fmul"(%a, %a) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// -----
// CASE: udiv_exact_not_unit
%a = "test.val"() : () -> i32
%0 = "llvm.udiv"(%a, %a) <{isExact = 1 : i64}> : (i32, i32) -> i32
// -----
// CASE: udiv_exact_valid
%a = "test.val"() : () -> i32
%0 = "llvm.udiv"(%a, %a) <{isExact}> : (i32, i32) -> i32
// -----
// CASE: or_disjoint_valid
%a = "test.val"() : () -> i64
%0 = "llvm.or"(%a, %a) <{isDisjoint}> : (i64, i64) -> i64
// -----
// CASE: switch_missing_segments
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.switch"(%a)[^bb1] : (i32) -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_valid
%c = "test.val"() : () -> i1
"test.region"() ({
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_segment_sum
%c = "test.val"() : () -> i1
"test.region"() ({
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "llvm.unreachable"() : () -> ()
}) : () -> ()
// -----
// CASE: sdiv_vector_valid
%a = "test.val"() : () -> vector<4xi32>
%0 = "llvm.sdiv"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// -----
// CASE: shl_ptr_operand
%a = "test.val"() : () -> !llvm.ptr
%0 = "llvm.shl"(%a, %a) <{overflowFlags = #llvm.overflow<none>}> : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// -----
// CASE: zero_ptr_valid
%0 = "llvm.mlir.zero"() : () -> !llvm.ptr
// -----
// CASE: zero_int_valid
%0 = "llvm.mlir.zero"() : () -> i32
// -----
// CASE: zero_struct_valid
%0 = "llvm.mlir.zero"() : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: br_operand_type_mismatch
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  "test.end"() : () -> ()
}) : () -> ()
// -----
// CASE: br_operand_count_mismatch
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_false_operand_count_mismatch
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2(%y: i32):
  "test.end"() : () -> ()
}) : () -> ()
// -----
// CASE: cond_br_false_operand_type_mismatch
%c = "test.val"() : () -> i1
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2(%y: f32):
  "test.end"() : () -> ()
}) : () -> ()
// -----
// CASE: zero_target_spirv_valid
%0 = "llvm.mlir.zero"() : () -> !llvm.target<"spirv.Image">
// -----
// CASE: zero_target_unsupported
%0 = "llvm.mlir.zero"() : () -> !llvm.target<"foo">
// -----
// CASE: zero_target_svcount_unsupported
%0 = "llvm.mlir.zero"() : () -> !llvm.target<"aarch64.svcount">
// -----
// CASE: zero_target_riscv_unsupported
%0 = "llvm.mlir.zero"() : () -> !llvm.target<"riscv.vector.tuple", i32, 2>
// -----
// CASE: zero_target_amdgcn_unsupported
%0 = "llvm.mlir.zero"() : () -> !llvm.target<"amdgcn.named.barrier", 0>
// -----
// CASE: order_return_operand_before_terminator
"test.region"() ({
  %x = "test.val"() : () -> tensor<4xf32>
  "llvm.return"(%x) : (tensor<4xf32>) -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: order_return_not_last_before_verifier
"test.region"() ({
  %x = "test.val"() : () -> i32
  "llvm.return"(%x) : (i32) -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: order_br_operand_constraint_before_branch_interface
"test.region"() ({
  %x = "test.val"() : () -> tensor<4xf32>
  "llvm.br"(%x)[^bb1] : (tensor<4xf32>) -> ()
^bb1:
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: order_required_attributes_by_name
"llvm.mlir.global"() <{global_type = i32}> ({
}) : () -> ()
// -----
// CASE: order_required_attributes_by_name_visibility
"llvm.mlir.global"() <{global_type = i32, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_unknown_property_dropped
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", sym_visibility = "bad"}> ({
}) : () -> ()
// -----
// CASE: global_discardable_symbol_visibility
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) {sym_visibility = "bad"} : () -> ()
// -----
// CASE: global_valid_with_value
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 42 : i32}> ({
}) : () -> ()
// -----
// CASE: global_label_type
"llvm.mlir.global"() <{global_type = !llvm.label, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_void_type
"llvm.mlir.global"() <{global_type = !llvm.void, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_token_type
"llvm.mlir.global"() <{global_type = !llvm.token, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_metadata_type
"llvm.mlir.global"() <{global_type = !llvm.metadata, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_not_at_module_level
"test.region"() ({
  "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  }) : () -> ()
}) : () -> ()
// -----
// CASE: global_in_nested_module
"builtin.module"() ({
  "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  }) : () -> ()
}) : () -> ()
// -----
// CASE: global_string_valid
"llvm.mlir.global"() <{global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "abc"}> ({
}) : () -> ()
// -----
// CASE: global_string_length_mismatch
"llvm.mlir.global"() <{global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "abc"}> ({
}) : () -> ()
// -----
// CASE: global_string_not_i8
"llvm.mlir.global"() <{global_type = !llvm.array<3 x i16>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "abc"}> ({
}) : () -> ()
// -----
// CASE: global_string_not_array
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "s", value = "abc"}> ({
}) : () -> ()
// -----
// CASE: global_target_ext_not_global
"llvm.mlir.global"() <{global_type = !llvm.target<"foo">, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_target_ext_spirv_valid
"llvm.mlir.global"() <{global_type = !llvm.target<"spirv.Image">, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_target_ext_with_value
"llvm.mlir.global"() <{global_type = !llvm.target<"spirv.Image">, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32}> ({
}) : () -> ()
// -----
// CASE: global_common_nonzero
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<common>, sym_name = "g", value = 1 : i32}> ({
}) : () -> ()
// -----
// CASE: global_common_zero_valid
"llvm.mlir.global"() <{global_type = f32, linkage = #llvm.linkage<common>, sym_name = "g", value = 0.0 : f32}> ({
}) : () -> ()
// -----
// CASE: global_common_zero_dense_valid
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<common>, sym_name = "g", value = dense<0> : tensor<2xi32>}> ({
}) : () -> ()
// -----
// CASE: global_common_nonzero_dense
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<common>, sym_name = "g", value = dense<[0, 1]> : tensor<2xi32>}> ({
}) : () -> ()
// -----
// CASE: global_common_array_attr
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<common>, sym_name = "g", value = [0 : i32, 0.0 : f32]}> ({
}) : () -> ()
// -----
// CASE: global_common_unit_value
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<common>, sym_name = "g", value = unit}> ({
}) : () -> ()
// -----
// CASE: global_appending_not_array
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<appending>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_appending_array_valid
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i32>, linkage = #llvm.linkage<appending>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_comdat_missing
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", comdat = @c::@any}> ({
}) : () -> ()
// -----
// CASE: global_comdat_not_selector
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", comdat = @h}> ({
}) : () -> ()
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "h"}> ({
}) : () -> ()
// -----
// CASE: global_comdat_valid
"llvm.comdat"() <{sym_name = "c"}> ({
  "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
}) : () -> ()
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", comdat = @c::@any}> ({
}) : () -> ()
// -----
// CASE: global_alignment_not_power_of_two
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", alignment = 12 : i64}> ({
}) : () -> ()
// -----
// CASE: global_alignment_valid
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", alignment = 16 : i64}> ({
}) : () -> ()
// -----
// CASE: global_initializer_valid
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  %0 = "llvm.mlir.zero"() : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: global_initializer_returns_void
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: global_initializer_type_mismatch
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  %0 = "llvm.mlir.zero"() : () -> i64
  "llvm.return"(%0) : (i64) -> ()
}) : () -> ()
// -----
// CASE: global_initializer_side_effect
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  %0 = "test.val"() : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: global_initializer_and_value
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 1 : i32}> ({
  %0 = "llvm.mlir.zero"() : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: return_outside_func_valid
"test.region"() ({
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: comdat_non_selector_op
"llvm.comdat"() <{sym_name = "c"}> ({
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: global_func_type
"llvm.mlir.global"() <{global_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
}) : () -> ()
// -----
// CASE: global_string_utf8_length
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "s", value = "\C3\A9"}> ({
}) : () -> ()
// -----
// CASE: load_valid
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
// -----
// CASE: load_atomic_valid
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i32
// -----
// CASE: load_atomic_ptr_valid
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 7 : i64}> : (!llvm.ptr) -> !llvm.ptr
// -----
// CASE: load_atomic_type
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i1
// -----
// CASE: load_atomic_struct
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> !llvm.struct<(i32)>
// -----
// CASE: load_atomic_release
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 5 : i64}> : (!llvm.ptr) -> i32
// -----
// CASE: load_atomic_no_alignment
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{ordering = 4 : i64}> : (!llvm.ptr) -> f32
// -----
// CASE: load_syncscope_not_atomic
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
// -----
// CASE: store_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i32
"llvm.store"(%v, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
// -----
// CASE: store_atomic_acquire
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i32
"llvm.store"(%v, %p) <{alignment = 4 : i64, ordering = 4 : i64}> : (i32, !llvm.ptr) -> ()
// -----
// CASE: store_atomic_type
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i24
"llvm.store"(%v, %p) <{alignment = 4 : i64, ordering = 7 : i64}> : (i24, !llvm.ptr) -> ()
// -----
// CASE: store_atomic_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> f64
"llvm.store"(%v, %p) <{alignment = 8 : i64, ordering = 5 : i64}> : (f64, !llvm.ptr) -> ()
// -----
// CASE: fence_valid
"llvm.fence"() <{ordering = 7 : i64}> : () -> ()
// -----
// CASE: fence_monotonic
"llvm.fence"() <{ordering = 2 : i64}> : () -> ()
// -----
// CASE: alloca_valid
%n = "test.val"() : () -> i64
%0 = "llvm.alloca"(%n) <{elem_type = i32}> : (i64) -> !llvm.ptr
// -----
// CASE: alloca_target_ext
%n = "test.val"() : () -> i64
%0 = "llvm.alloca"(%n) <{elem_type = !llvm.target<"foo">}> : (i64) -> !llvm.ptr
// -----
// CASE: sext_valid
%a = "test.val"() : () -> i8
%0 = "llvm.sext"(%a) : (i8) -> i32
// -----
// CASE: sext_narrowing
%a = "test.val"() : () -> i32
%0 = "llvm.sext"(%a) : (i32) -> i8
// -----
// CASE: zext_same_width
%a = "test.val"() : () -> vector<4xi32>
%0 = "llvm.zext"(%a) : (vector<4xi32>) -> vector<4xi32>
// -----
// CASE: bitcast_valid
%a = "test.val"() : () -> i64
%0 = "llvm.bitcast"(%a) : (i64) -> f64
// -----
// CASE: bitcast_ptr_valid
%a = "test.val"() : () -> !llvm.ptr<1>
%0 = "llvm.bitcast"(%a) : (!llvm.ptr<1>) -> !llvm.ptr<1>
// -----
// CASE: bitcast_ptr_to_int
%a = "test.val"() : () -> !llvm.ptr
%0 = "llvm.bitcast"(%a) : (!llvm.ptr) -> i64
// -----
// CASE: bitcast_address_space
%a = "test.val"() : () -> !llvm.ptr
%0 = "llvm.bitcast"(%a) : (!llvm.ptr) -> !llvm.ptr<1>
// -----
// CASE: switch_valid
%c = "test.val"() : () -> i32
"llvm.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
// -----
// CASE: switch_case_count
%c = "test.val"() : () -> i32
"llvm.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
// -----
// CASE: switch_no_values
%c = "test.val"() : () -> i32
"llvm.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
// -----
// CASE: switch_weights
%c = "test.val"() : () -> i32
"llvm.switch"(%c)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2, 3>, case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
// -----
// CASE: switch_value_type
%c = "test.val"() : () -> i64
"llvm.switch"(%c)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
// -----
// CASE: linker_options_valid
"llvm.linker_options"() <{options = ["/DEFAULTLIB:libcmt"]}> : () -> ()
// -----
// CASE: linker_options_nested
"test.wrap"() ({
  "llvm.linker_options"() <{options = ["/DEFAULTLIB:libcmt"]}> : () -> ()
}) : () -> ()
// -----
// CASE: module_flags_valid
"llvm.module_flags"() <{flags = [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]}> : () -> ()
// -----
// CASE: module_flags_nested
"test.wrap"() ({
  "llvm.module_flags"() <{flags = []}> : () -> ()
}) : () -> ()
// -----
// CASE: module_flags_not_flag
"llvm.module_flags"() <{flags = [4 : i32]}> : () -> ()
// -----
// CASE: extractvalue_valid
%s = "test.val"() : () -> !llvm.struct<(i32, array<4 x f32>, ptr)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 1, 2>}> : (!llvm.struct<(i32, array<4 x f32>, ptr)>) -> f32
// -----
// CASE: extractvalue_ptr_valid
%s = "test.val"() : () -> !llvm.struct<(i32, array<4 x f32>, ptr)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i32, array<4 x f32>, ptr)>) -> !llvm.ptr
// -----
// CASE: extractvalue_nested_struct_valid
%s = "test.val"() : () -> !llvm.array<2 x struct<(i8, struct<(i16, i64)>)>>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 1, 1>}> : (!llvm.array<2 x struct<(i8, struct<(i16, i64)>)>>) -> !llvm.struct<(i16, i64)>
// -----
// CASE: extractvalue_out_of_bounds
%s = "test.val"() : () -> !llvm.struct<(i32, f32)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
// CASE: extractvalue_array_out_of_bounds
%s = "test.val"() : () -> !llvm.array<4 x i32>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 4>}> : (!llvm.array<4 x i32>) -> i32
// -----
// CASE: extractvalue_not_aggregate
%s = "test.val"() : () -> !llvm.struct<(i32, f32)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 0>}> : (!llvm.struct<(i32, f32)>) -> i32
// -----
// CASE: extractvalue_type_mismatch
%s = "test.val"() : () -> !llvm.struct<(i32, f32)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
// -----
// CASE: extractvalue_named_struct_valid
%s = "test.val"() : () -> !llvm.struct<"pair", (i32, f64)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<"pair", (i32, f64)>) -> f64
// -----
// CASE: extractvalue_packed_valid
%s = "test.val"() : () -> !llvm.struct<packed (i8, i32)>
%0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<packed (i8, i32)>) -> i32
// -----
// CASE: insertvalue_valid
%s = "test.val"() : () -> !llvm.struct<(i32, f32)>
%v = "test.val"() : () -> f32
%0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
// -----
// CASE: insertvalue_type_mismatch
%s = "test.val"() : () -> !llvm.struct<(i32, f32)>
%v = "test.val"() : () -> i32
%0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
// -----
// CASE: insertvalue_out_of_bounds
%s = "test.val"() : () -> !llvm.array<2 x i32>
%v = "test.val"() : () -> i32
%0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: -1>}> : (!llvm.array<2 x i32>, i32) -> !llvm.array<2 x i32>
// -----
// CASE: gep_valid
%p = "test.val"() : () -> !llvm.ptr
%i = "test.val"() : () -> i64
%0 = "llvm.getelementptr"(%p, %i) <{elem_type = !llvm.struct<(i32, array<4 x f32>)>, rawConstantIndices = array<i32: -2147483648, 1, 2>}> : (!llvm.ptr, i64) -> !llvm.ptr
// -----
// CASE: gep_array_dynamic_valid
%p = "test.val"() : () -> !llvm.ptr
%i = "test.val"() : () -> i64
%0 = "llvm.getelementptr"(%p, %i) <{elem_type = !llvm.array<4 x f32>, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// -----
// CASE: gep_dynamic_count
%p = "test.val"() : () -> !llvm.ptr
%i = "test.val"() : () -> i64
%0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i64) -> !llvm.ptr
// -----
// CASE: gep_struct_dynamic_index
%p = "test.val"() : () -> !llvm.ptr
%i = "test.val"() : () -> i64
%0 = "llvm.getelementptr"(%p, %i) <{elem_type = !llvm.struct<(i32, f32)>, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// -----
// CASE: gep_struct_out_of_bounds
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.getelementptr"(%p) <{elem_type = !llvm.struct<(i32, f32)>, rawConstantIndices = array<i32: 0, 2>}> : (!llvm.ptr) -> !llvm.ptr
// -----
// CASE: gep_not_indexable
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.getelementptr"(%p) <{elem_type = !llvm.struct<(i32, f32)>, rawConstantIndices = array<i32: 0, 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// -----
// CASE: gep_scalar_elem_indexed
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.getelementptr"(%p) <{elem_type = f32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// -----
// CASE: call_indirect_valid
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: call_bundle_tags_missing
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: call_bundle_valid
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, op_bundle_tags = ["tag"], operandSegmentSizes = array<i32: 1, 1>}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: call_bundle_tag_not_string
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 1>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 1, 1>}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: call_intrinsic_valid
%a = "test.val"() : () -> i32
%0 = "llvm.call_intrinsic"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.smax", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
// -----
// CASE: call_intrinsic_bad_name
%a = "test.val"() : () -> i32
%0 = "llvm.call_intrinsic"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, intrin = "smax", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
// -----
// CASE: call_intrinsic_bundle_tags
%a = "test.val"() : () -> i32
%0 = "llvm.call_intrinsic"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.smax", op_bundle_sizes = array<i32: 0, 0>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
// -----
// CASE: inline_asm_valid
%0 = "llvm.inline_asm"() <{asm_string = "nop", constraints = "=r", tail_call_kind = #llvm.tailcallkind<none>}> : () -> i32
// -----
// CASE: inline_asm_musttail
%0 = "llvm.inline_asm"() <{asm_string = "nop", constraints = "=r", tail_call_kind = #llvm.tailcallkind<musttail>}> : () -> i32
// -----
// CASE: shufflevector_valid
%a = "test.val"() : () -> vector<4xf32>
%0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 5, 2, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// -----
// CASE: shufflevector_scalable_splat_valid
%a = "test.val"() : () -> vector<[4]xf32>
%0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 0, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// -----
// CASE: shufflevector_scalable_not_splat
%a = "test.val"() : () -> vector<[4]xf32>
%0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 1, 0, 0>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// -----
// CASE: landingpad_cleanup_valid
%0 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
// -----
// CASE: landingpad_empty
%0 = "llvm.landingpad"() : () -> !llvm.struct<(ptr, i32)>
// -----
// CASE: landingpad_zero_clause_valid
%z = "llvm.mlir.zero"() : () -> !llvm.ptr
%0 = "llvm.landingpad"(%z) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// -----
// CASE: landingpad_filter_valid
%f = "test.val"() : () -> !llvm.array<1 x i8>
%0 = "llvm.landingpad"(%f) : (!llvm.array<1 x i8>) -> !llvm.struct<(ptr, i32)>
// -----
// CASE: landingpad_unknown_clause
%p = "test.val"() : () -> !llvm.ptr
%0 = "llvm.landingpad"(%p) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// -----
// CASE: landingpad_bitcast_clause
%p = "test.val"() : () -> !llvm.ptr
%b = "llvm.bitcast"(%p) : (!llvm.ptr) -> !llvm.ptr
%0 = "llvm.landingpad"(%b) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// -----
// CASE: invoke_unwind_not_landingpad
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_valid
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_var_callee_not_variadic
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = !llvm.func<i32 (i32)>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_var_callee_too_many_params
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = !llvm.func<i32 (i32, i32, ...)>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_var_callee_param_type
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = !llvm.func<i32 (f32, ...)>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_var_callee_return_type
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  %0 = "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = !llvm.func<i64 (i32, ...)>}> : (!llvm.ptr, i32) -> i32
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: invoke_var_callee_void
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
"test.region"() ({
  "llvm.invoke"(%p, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0, 0>, var_callee_type = !llvm.func<i64 (i32, ...)>}> : (!llvm.ptr, i32) -> ()
^bb1:
  "test.done"() : () -> ()
^bb2:
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "test.done"() : () -> ()
}) : () -> ()
// -----
// CASE: call_indirect_not_pointer
%p = "test.val"() : () -> i64
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i64, i32) -> i32
// -----
// CASE: call_no_callee
"llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// -----
// CASE: call_unknown_symbol
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @missing, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// -----
// CASE: call_not_llvm_function
"func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// -----
// CASE: call_indirect_var_callee_valid
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (!llvm.ptr, i32, i32) -> i32
// -----
// CASE: call_indirect_var_callee_mismatch
%p = "test.val"() : () -> !llvm.ptr
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%p, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (!llvm.ptr, ...)>}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: func_declaration_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
// -----
// CASE: func_definition_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%arg0: i32, %arg1: !llvm.ptr):
  "llvm.return"(%arg0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: func_common_linkage
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<common>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
// -----
// CASE: func_declaration_internal
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
// -----
// CASE: func_declaration_extern_weak_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<extern_weak>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
// -----
// CASE: func_comdat_not_selector
"llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @missing::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
// -----
// CASE: func_inline_conflict
"llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, no_inline, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_optimize_none
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, optimize_none, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_landingpad_types
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64, personality = @f}> ({
  %0 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i64)>
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_resume_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64, personality = @f}> ({
  %0 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  %1 = "test.val"() : () -> !llvm.struct<(ptr, i64)>
  "llvm.resume"(%1) : (!llvm.struct<(ptr, i64)>) -> ()
}) : () -> ()
// -----
// CASE: func_entry_argument_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: index):
  "llvm.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_call_direct_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// -----
// CASE: func_call_operand_count
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
// -----
// CASE: func_call_operand_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i64
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i32
// -----
// CASE: func_call_no_result
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
"llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
// -----
// CASE: func_call_void_with_result
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// -----
// CASE: func_call_result_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i64
// -----
// CASE: func_call_vararg_missing_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// -----
// CASE: func_call_vararg_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32, i32) -> i32
// -----
// CASE: func_call_vararg_too_few
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (...)>}> : (i32) -> i32
// -----
// CASE: sext_vector_to_scalar
%a = "test.val"() : () -> vector<4xi8>
%0 = "llvm.sext"(%a) : (vector<4xi8>) -> i32
// -----
// CASE: sext_scalar_to_vector
%a = "test.val"() : () -> i8
%0 = "llvm.sext"(%a) : (i8) -> vector<4xi32>
// -----
// CASE: zext_vector_shape
%a = "test.val"() : () -> vector<4xi8>
%0 = "llvm.zext"(%a) : (vector<4xi8>) -> vector<2xi32>
// -----
// CASE: zext_vector_valid
%a = "test.val"() : () -> vector<4xi8>
%0 = "llvm.zext"(%a) : (vector<4xi8>) -> vector<4xi32>
// -----
// CASE: atomicrmw_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: atomicrmw_int_op_float
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> f32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// -----
// CASE: atomicrmw_int_width
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i128
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i128) -> i128
// -----
// CASE: atomicrmw_fadd_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> f32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// -----
// CASE: atomicrmw_fadd_int
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: atomicrmw_fadd_vector_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> vector<2xf16>
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<2xf16>) -> vector<2xf16>
// -----
// CASE: atomicrmw_fadd_vector_int
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> vector<2xi16>
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<2xi16>) -> vector<2xi16>
// -----
// CASE: atomicrmw_fadd_scalable
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> vector<[2]xf16>
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<[2]xf16>) -> vector<[2]xf16>
// -----
// CASE: atomicrmw_xchg_valid
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> f32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
// -----
// CASE: atomicrmw_xchg_i1
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i1
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i1) -> i1
// -----
// CASE: atomicrmw_unordered
%p = "test.val"() : () -> !llvm.ptr
%v = "test.val"() : () -> i32
%0 = "llvm.atomicrmw"(%p, %v) <{bin_op = 1 : i64, ordering = 1 : i64}> : (!llvm.ptr, i32) -> i32
// -----
// CASE: constant_int_valid
%0 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
// -----
// CASE: constant_int_to_float
%0 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> f32
// -----
// CASE: constant_float_width
%0 = "llvm.mlir.constant"() <{value = 1.0 : f64}> : () -> f32
// -----
// CASE: constant_float_as_int_width
%0 = "llvm.mlir.constant"() <{value = 1.0 : f16}> : () -> i32
// -----
// CASE: constant_string_valid
%0 = "llvm.mlir.constant"() <{value = "abc"}> : () -> !llvm.array<3 x i8>
// -----
// CASE: constant_string_length
%0 = "llvm.mlir.constant"() <{value = "abc"}> : () -> !llvm.array<4 x i8>
// -----
// CASE: constant_struct_valid
%0 = "llvm.mlir.constant"() <{value = [1 : i32, 2.0 : f32]}> : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: constant_struct_not_array
%0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: constant_struct_size
%0 = "llvm.mlir.constant"() <{value = [1 : i32]}> : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: constant_struct_member_type
%0 = "llvm.mlir.constant"() <{value = [1 : i32, 2 : i32]}> : () -> !llvm.struct<(i32, ptr)>
// -----
// CASE: constant_struct_element_attr
%0 = "llvm.mlir.constant"() <{value = [1 : i32, "x"]}> : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: constant_struct_element_type
%0 = "llvm.mlir.constant"() <{value = [1 : i32, 2 : i64]}> : () -> !llvm.struct<(i32, f32)>
// -----
// CASE: constant_dense_valid
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// -----
// CASE: constant_dense_array_valid
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> !llvm.array<2 x i32>
// -----
// CASE: constant_dense_count
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> !llvm.array<2 x i32>
// -----
// CASE: constant_dense_scalar_type
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> i32
// -----
// CASE: constant_scalable_splat_valid
%0 = "llvm.mlir.constant"() <{value = dense<1> : vector<[4]xi32>}> : () -> vector<[4]xi32>
// -----
// CASE: constant_unit_value
%0 = "llvm.mlir.constant"() <{value = unit}> : () -> i32
// -----
// CASE: global_ctors_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
"llvm.mlir.global_ctors"() <{ctors = [@f], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_ctors_count
"llvm.mlir.global_ctors"() <{ctors = [@f, @g], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_ctors_unknown_function
"llvm.mlir.global_ctors"() <{ctors = [@f], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_ctors_declaration
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.mlir.global_ctors"() <{ctors = [@f], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_dtors_count
"llvm.mlir.global_dtors"() <{dtors = [@f], data = [], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_dtors_unknown_function
"llvm.mlir.global_dtors"() <{dtors = [@f], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: global_dtors_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
"llvm.mlir.global_dtors"() <{dtors = [@f], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()
// -----
// CASE: alias_valid
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: alias_linkage
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<common>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: alias_returns_int
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: alias_side_effect
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
  %1 = "llvm.load"(%0) <{ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"(%1) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: ifunc_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %1 = "llvm.mlir.zero"() : () -> !llvm.ptr
  "llvm.return"(%1) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// -----
// CASE: ifunc_linkage
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %1 = "llvm.mlir.zero"() : () -> !llvm.ptr
  "llvm.return"(%1) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<available_externally>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// -----
// CASE: ifunc_resolver_declaration
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// -----
// CASE: blockaddress_valid
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.br"()[^bb1] : () -> ()
^bb1:
  "llvm.blocktag"() <{tag = #llvm.blocktag<id = 1>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "u", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @h, tag = <id = 1>>}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: blockaddress_missing_tag
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.br"()[^bb1] : () -> ()
^bb1:
  "llvm.blocktag"() <{tag = #llvm.blocktag<id = 1>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "u", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @h, tag = <id = 2>>}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: blockaddress_missing_function
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "u", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @nope, tag = <id = 2>>}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
// -----
// CASE: addressof_unknown
%0 = "llvm.mlir.addressof"() <{global_name = @nope}> : () -> !llvm.ptr
// -----
// CASE: addressof_address_space
"llvm.mlir.global"() <{addr_space = 1 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
}) : () -> ()
%0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// -----
// CASE: ifunc_resolver_not_pointer
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.return"(%1) : (i32) -> ()
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// -----
// CASE: ifunc_resolver_type
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %1 = "llvm.mlir.zero"() : () -> !llvm.ptr
  "llvm.return"(%1) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 1 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
// -----
// CASE: ifunc_resolver_not_function
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "r", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.mlir.ifunc"() <{address_space = 0 : i32, i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> : () -> ()
