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
