// CASE: yield_in_execute_region_valid
%0 = "scf.execute_region"() ({
  %a = "test.val"() : () -> i32
  "scf.yield"(%a) : (i32) -> ()
}) : () -> i32
// -----
// CASE: execute_region_no_region
%0 = "scf.execute_region"() : () -> i32
// -----
// CASE: execute_region_empty_region
%0 = "scf.execute_region"() ({
}) : () -> i32
// -----
// CASE: execute_region_with_operand
%a = "test.val"() : () -> i32
"scf.execute_region"(%a) ({
  "scf.yield"() : () -> ()
}) : (i32) -> ()
// -----
// CASE: yield_not_terminator
"scf.execute_region"() ({
  "scf.yield"() : () -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: yield_with_result
"scf.execute_region"() ({
  %0 = "scf.yield"() : () -> i32
}) : () -> ()
// -----
// CASE: yield_bad_parent
"test.region"() ({
  "scf.yield"() : () -> ()
}) : () -> ()
// -----
// CASE: if_valid
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {
}) : (i1) -> ()
// -----
// CASE: if_condition_not_i1
%c = "test.val"() : () -> i32
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {
}) : (i32) -> ()
// -----
// CASE: if_no_condition
"scf.if"() ({
  "scf.yield"() : () -> ()
}, {
}) : () -> ()
// -----
// CASE: if_one_region
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}) : (i1) -> ()
// -----
// CASE: if_two_blocks
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "test.br"()[^bb1] : () -> ()
^bb1:
  "scf.yield"() : () -> ()
}, {
}) : (i1) -> ()
// -----
// CASE: if_then_missing_yield
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "test.op"() : () -> ()
}, {
}) : (i1) -> ()
// -----
// CASE: for_valid
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb, %lb) ({
^bb0(%iv: index):
  "scf.yield"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: for_float_bound
%lb = "test.val"() : () -> f32
"scf.for"(%lb, %lb, %lb) ({
^bb0(%iv: f32):
  "scf.yield"() : () -> ()
}) : (f32, f32, f32) -> ()
// -----
// CASE: for_mixed_bound_types
%lb = "test.val"() : () -> index
%ub = "test.val"() : () -> i32
"scf.for"(%lb, %ub, %lb) ({
^bb0(%iv: index):
  "scf.yield"() : () -> ()
}) : (index, i32, index) -> ()
// -----
// CASE: for_two_operands
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb) ({
^bb0(%iv: index):
  "scf.yield"() : () -> ()
}) : (index, index) -> ()
// -----
// CASE: for_no_region
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb, %lb) : (index, index, index) -> ()
// -----
// CASE: while_no_regions
"scf.while"() : () -> ()
// -----
// CASE: condition_outside_while
%c = "test.val"() : () -> i1
"test.region"() ({
  "scf.condition"(%c) : (i1) -> ()
}) : () -> ()
// -----
// CASE: condition_not_i1
%c = "test.val"() : () -> i32
"scf.while"() ({
  "scf.condition"(%c) : (i32) -> ()
}, {
  "scf.yield"() : () -> ()
}) : () -> ()
// -----
// CASE: index_switch_missing_cases
%a = "test.val"() : () -> index
"scf.index_switch"(%a) ({
  "scf.yield"() : () -> ()
}) : (index) -> ()
// -----
// CASE: index_switch_arg_not_index
%a = "test.val"() : () -> i32
"scf.index_switch"(%a) <{cases = array<i64>}> ({
  "scf.yield"() : () -> ()
}) : (i32) -> ()
// -----
// CASE: index_switch_cases_wrong_kind
%a = "test.val"() : () -> index
"scf.index_switch"(%a) <{cases = [1, 2]}> ({
  "scf.yield"() : () -> ()
}) : (index) -> ()
// -----
// CASE: forall_in_parallel_outside
"test.region"() ({
  "scf.forall.in_parallel"() ({
  }) : () -> ()
}) : () -> ()
// -----
// CASE: parallel_missing_segments
%lb = "test.val"() : () -> index
"scf.parallel"(%lb, %lb, %lb) ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_segment_count_wrong
%lb = "test.val"() : () -> index
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_segment_sum_wrong
%lb = "test.val"() : () -> index
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_segment_negative
%lb = "test.val"() : () -> index
"scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 2, -1>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: reduce_return_outside
%a = "test.val"() : () -> i32
"test.region"() ({
  "scf.reduce.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
// CASE: execute_region_no_inline_not_unit
%0 = "scf.execute_region"() <{no_inline = 1 : i32}> ({
  %a = "test.val"() : () -> i32
  "scf.yield"(%a) : (i32) -> ()
}) : () -> i32
// -----
// CASE: for_unsigned_cmp_not_unit
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb, %lb) <{unsignedCmp = 3 : i64}> ({
^bb0(%iv: index):
  "scf.yield"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: if_results_without_else
%c = "test.val"() : () -> i1
%0 = "scf.if"(%c) ({
  %a = "test.val"() : () -> i32
  "scf.yield"(%a) : (i32) -> ()
}, {
}) : (i1) -> i32
// -----
// CASE: if_yield_type_mismatch
%c = "test.val"() : () -> i1
%0 = "scf.if"(%c) ({
  %a = "test.val"() : () -> i32
  "scf.yield"(%a) : (i32) -> ()
}, {
  %a = "test.val"() : () -> i64
  "scf.yield"(%a) : (i64) -> ()
}) : (i1) -> i32
// -----
// CASE: if_yield_count_mismatch
%c = "test.val"() : () -> i1
%0 = "scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {
  %a = "test.val"() : () -> i32
  "scf.yield"(%a) : (i32) -> ()
}) : (i1) -> i32
// -----
// CASE: execute_region_with_arguments
%0 = "scf.execute_region"() ({
^bb0(%x: i32):
  "scf.yield"(%x) : (i32) -> ()
}) : () -> i32
// -----
// CASE: execute_region_yield_type_mismatch
%0 = "scf.execute_region"() ({
  %a = "test.val"() : () -> i64
  "scf.yield"(%a) : (i64) -> ()
}) : () -> i32
// -----
// CASE: execute_region_yield_count_mismatch
%0 = "scf.execute_region"() ({
  "scf.yield"() : () -> ()
}) : () -> i32
// -----
// CASE: for_result_type_mismatch
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index, %x: i32):
  "scf.yield"(%x) : (i32) -> ()
}) : (index, index, index, i32) -> i64
// -----
// CASE: for_iter_arg_type_mismatch
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index, %x: i64):
  "scf.yield"(%x) : (i64) -> ()
}) : (index, index, index, i32) -> i32
// -----
// CASE: for_yield_type_mismatch
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index, %x: i32):
  %y = "test.val"() : () -> i64
  "scf.yield"(%y) : (i64) -> ()
}) : (index, index, index, i32) -> i32
// -----
// CASE: for_init_without_result
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
"scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index, %x: i32):
  "scf.yield"(%x) : (i32) -> ()
}) : (index, index, index, i32) -> ()
// -----
// CASE: for_init_without_iter_arg
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index):
  "scf.yield"(%i) : (i32) -> ()
}) : (index, index, index, i32) -> i32
// -----
// CASE: for_induction_var_type
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb, %lb) ({
^bb0(%iv: i32):
  "scf.yield"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: for_yield_count_mismatch
%lb = "test.val"() : () -> index
%i = "test.val"() : () -> i32
%r = "scf.for"(%lb, %lb, %lb, %i) ({
^bb0(%iv: index, %x: i32):
  "scf.yield"() : () -> ()
}) : (index, index, index, i32) -> i32
// -----
// CASE: while_before_not_condition
%c = "test.val"() : () -> i1
"scf.while"() ({
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : () -> ()
// -----
// CASE: while_after_not_yield
%c = "test.val"() : () -> i1
"scf.while"() ({
  "scf.condition"(%c) : (i1) -> ()
}, {
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: while_valid
%c = "test.val"() : () -> i1
%i = "test.val"() : () -> i32
%r = "scf.while"(%i) ({
^bb0(%x: i32):
  "scf.condition"(%c, %x) : (i1, i32) -> ()
}, {
^bb0(%y: i32):
  "scf.yield"(%y) : (i32) -> ()
}) : (i32) -> i32
// -----
// CASE: while_iter_arg_type_mismatch
%c = "test.val"() : () -> i1
%i = "test.val"() : () -> i32
%r = "scf.while"(%i) ({
^bb0(%x: i64):
  "scf.condition"(%c, %x) : (i1, i64) -> ()
}, {
^bb0(%y: i64):
  "scf.yield"(%y) : (i64) -> ()
}) : (i32) -> i64
// -----
// CASE: while_condition_type_mismatch
%c = "test.val"() : () -> i1
%i = "test.val"() : () -> i32
%r = "scf.while"(%i) ({
^bb0(%x: i32):
  "scf.condition"(%c, %x) : (i1, i32) -> ()
}, {
^bb0(%y: i64):
  "scf.yield"(%y) : (i64) -> ()
}) : (i32) -> i32
// -----
// CASE: while_yield_count_mismatch
%c = "test.val"() : () -> i1
%i = "test.val"() : () -> i32
%r = "scf.while"(%i) ({
^bb0(%x: i32):
  "scf.condition"(%c, %x) : (i1, i32) -> ()
}, {
^bb0(%y: i32):
  "scf.yield"() : () -> ()
}) : (i32) -> i32
// -----
// CASE: while_condition_without_args_valid
%c = "test.val"() : () -> i1
%i = "test.val"() : () -> i32
"scf.while"(%i) ({
^bb0(%x: i32):
  "scf.condition"(%c) : (i1) -> ()
}, {
^bb0:
  "scf.yield"(%i) : (i32) -> ()
}) : (i32) -> ()
// -----
// CASE: index_switch_valid
%a = "test.val"() : () -> index
"scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : (index) -> ()
// -----
// CASE: index_switch_region_count_mismatch
%a = "test.val"() : () -> index
"scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : (index) -> ()
// -----
// CASE: index_switch_duplicate_case
%a = "test.val"() : () -> index
"scf.index_switch"(%a) <{cases = array<i64: 1, 1>}> ({
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : (index) -> ()
// -----
// CASE: index_switch_result_type_mismatch
%a = "test.val"() : () -> index
%0 = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
  %x = "test.val"() : () -> i32
  "scf.yield"(%x) : (i32) -> ()
}, {
  %y = "test.val"() : () -> i64
  "scf.yield"(%y) : (i64) -> ()
}) : (index) -> i32
// -----
// CASE: index_switch_result_count_mismatch
%a = "test.val"() : () -> index
%0 = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
  %x = "test.val"() : () -> i32
  "scf.yield"(%x) : (i32) -> ()
}, {
  "scf.yield"() : () -> ()
}) : (index) -> i32
// -----
// CASE: index_switch_not_yield
%a = "test.val"() : () -> index
%0 = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
  %x = "test.val"() : () -> i32
  "scf.yield"(%x) : (i32) -> ()
}, {
  "test.op"() : () -> ()
}) : (index) -> i32
// -----
// CASE: parallel_valid
%i = "test.val"() : () -> index
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_no_bounds
%i = "test.val"() : () -> index
"scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
  "scf.reduce"() : () -> ()
}) : () -> ()
// -----
// CASE: parallel_zero_constant_step
%i = "test.val"() : () -> index
%c0 = "arith.constant"() <{value = 0 : index}> : () -> index
"scf.parallel"(%i, %i, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_induction_var_count
%i = "test.val"() : () -> index
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index, %jv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_induction_var_not_index
%i = "test.val"() : () -> index
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: i32):
  "scf.reduce"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_not_reduce_terminated
%i = "test.val"() : () -> index
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index):
  "test.op"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: parallel_reduction_valid
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"(%f) ({
  ^bb0(%a: f32, %b: f32):
    "scf.reduce.return"(%a) : (f32) -> ()
  }) : (f32) -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: parallel_result_without_reduction
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"() : () -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: parallel_reduction_without_init
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%r = "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%iv: index):
  "scf.reduce"(%f) ({
  ^bb0(%a: f32, %b: f32):
    "scf.reduce.return"(%a) : (f32) -> ()
  }) : (f32) -> ()
}) : (index, index, index) -> f32
// -----
// CASE: reduce_operand_type_mismatch
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%g = "test.val"() : () -> i32
%r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"(%g) ({
  ^bb0(%a: i32, %b: i32):
    "scf.reduce.return"(%a) : (i32) -> ()
  }) : (i32) -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: reduce_region_one_argument
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"(%f) ({
  ^bb0(%a: f32):
    "scf.reduce.return"(%a) : (f32) -> ()
  }) : (f32) -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: reduce_return_type_mismatch
%i = "test.val"() : () -> index
%f = "test.val"() : () -> f32
%r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
^bb0(%iv: index):
  "scf.reduce"(%f) ({
  ^bb0(%a: f32, %b: f32):
    %c = "test.val"() : () -> i32
    "scf.reduce.return"(%c) : (i32) -> ()
  }) : (f32) -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: order_if_nested_error_before_region_verifier
%c = "test.val"() : () -> i1
%0 = "scf.if"(%c) ({
  %x = "arith.addi"() : () -> i32
  "scf.yield"() : () -> ()
}, {
  "scf.yield"() : () -> ()
}) : (i1) -> i32
// -----
// CASE: order_for_verifier_before_implicit_terminator
%lb = "test.val"() : () -> index
%0 = "scf.for"(%lb, %lb, %lb) ({
^bb0(%i: index):
  "test.term"() : () -> ()
}) : (index, index, index) -> i32
// -----
// CASE: order_for_verifier_before_region_verifier
%lb = "test.val"() : () -> index
%0 = "scf.for"(%lb, %lb, %lb) ({
^bb0(%i: f32):
  "scf.yield"() : () -> ()
}) : (index, index, index) -> i32
// -----
// CASE: order_yield_not_last_operand_ok
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
  "test.op"() : () -> ()
}, {
}) : (i1) -> ()
// -----
// CASE: order_while_nested_before_region_branch
%0 = "scf.while"() ({
  %c = "arith.constant"() <{value = 1 : i32}> : () -> i1
  "scf.condition"(%c) : (i1) -> ()
}, {
  "scf.yield"() : () -> ()
}) : () -> i32
// -----
// CASE: order_for_implicit_terminator_before_loop_interface
%lb = "test.val"() : () -> index
"scf.for"(%lb, %lb, %lb) ({
^bb0(%i: index):
  "test.term"() : () -> ()
}) : (index, index, index) -> ()
// -----
// CASE: order_for_iter_implicit_terminator_before_loop_interface
%lb = "test.val"() : () -> index
%v = "test.val"() : () -> f32
%0 = "scf.for"(%lb, %lb, %lb, %v) ({
^bb0(%i: index, %a: f32):
  "test.term"() : () -> ()
}) : (index, index, index, f32) -> f32
// -----
// CASE: order_if_implicit_terminator_before_region_branch
%c = "test.val"() : () -> i1
%0 = "scf.if"(%c) ({
  "test.term"() : () -> ()
}, {
  %v = "test.val"() : () -> f32
  "scf.yield"(%v) : (f32) -> ()
}) : (i1) -> f32
// -----
// CASE: order_forall_implicit_terminator_before_dps
%lb = "test.val"() : () -> index
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%lb, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "test.term"() : () -> ()
}) : (index, tensor<4xf32>) -> tensor<5xf32>
// -----
// CASE: order_if_region_count_before_single_block
%c = "test.val"() : () -> i1
"scf.if"(%c) ({
  "test.br"()[^bb1] : () -> ()
^bb1:
  "scf.yield"() : () -> ()
}) : (i1) -> ()
// -----
// CASE: order_if_operand_constraint_after_single_block
%c = "test.val"() : () -> i32
"scf.if"(%c) ({
  "test.br"()[^bb1] : () -> ()
^bb1:
  "scf.yield"() : () -> ()
}, {
}) : (i32) -> ()
// -----
// CASE: order_execute_region_nested_before_region_branch
%0 = "scf.execute_region"() ({
  %x = "arith.addi"() : () -> i32
  "scf.yield"() : () -> ()
}) : () -> i32
// -----
// CASE: forall_valid_shared_out
%t = "test.val"() : () -> tensor<4xf32>
%s = "test.val"() : () -> tensor<1xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
    "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> ()
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_valid_no_outputs_dynamic_bounds
%n = "test.val"() : () -> index
"scf.forall"(%n, %n) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticUpperBound = array<i64: 8, -9223372036854775808>, staticStep = array<i64: 1, 2>, mapping = [#gpu.thread<y>, #gpu.thread<x>]}> ({
^bb0(%i: index, %j: index):
  "test.use"(%i, %j) : (index, index) -> ()
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (index, index) -> ()
// -----
// CASE: forall_results_without_outputs
%0 = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> tensor<4xf32>
// -----
// CASE: forall_two_masks
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, mapping = [#gpu.thread<linear_dim_0>, #gpu.mask<5>, #gpu.mask<3>]}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_one_mask
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, mapping = [#gpu.thread<linear_dim_0>, #gpu.mask<5>]}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_mapping_not_device
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, mapping = [1 : i64]}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_step_count
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1, 1>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_dynamic_lower_bound_extra
%n = "test.val"() : () -> index
"scf.forall"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (index) -> ()
// -----
// CASE: forall_dynamic_step_missing
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: -9223372036854775808>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_extra_block_argument
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>, %x: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_output_result_type_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<5xf32>
// -----
// CASE: forall_in_parallel_non_combining_op
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
    "test.foo"() : () -> ()
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_insert_into_non_output
%t = "test.val"() : () -> tensor<4xf32>
%s = "test.val"() : () -> tensor<1xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
    "tensor.parallel_insert_slice"(%s, %t, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> ()
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_parallel_insert_slice_bad_size
%t = "test.val"() : () -> tensor<4xf32>
%s = "test.val"() : () -> tensor<2xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
    "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>, index) -> ()
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_parallel_insert_slice_out_of_bounds
%t = "test.val"() : () -> tensor<4xf32>
%s = "test.val"() : () -> tensor<2xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
    "tensor.parallel_insert_slice"(%s, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_in_parallel_empty_valid
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_induction_var_not_index
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: i32, %o: tensor<4xf32>):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_block_argument_output_mismatch
%t = "test.val"() : () -> tensor<4xf32>
%0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
^bb0(%i: index, %o: tensor<5xf32>):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : (tensor<4xf32>) -> tensor<4xf32>
// -----
// CASE: forall_mapping_size_mismatch
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>, mapping = [#gpu.block<x>, #gpu.block<y>]}> ({
^bb0(%i: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
// -----
// CASE: forall_upper_bound_count
"scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1, 1>}> ({
^bb0(%i: index, %j: index):
  "scf.forall.in_parallel"() ({
  ^bb1:
  }) : () -> ()
}) : () -> ()
