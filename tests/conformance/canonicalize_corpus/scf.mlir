// CASE: if_static_true_results
func.func @f(%x: i32, %y: i32) -> i32 {
  %c = arith.constant true
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: if_static_true_no_else
func.func @f(%x: i32) {
  %c = arith.constant true
  scf.if %c {
    "test.side"(%x) : (i32) -> ()
  }
  return
}

// -----

// CASE: if_static_false_results
func.func @f(%x: i32, %y: i32) -> i32 {
  %c = arith.constant false
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: if_static_false_no_else
func.func @f(%x: i32) {
  %c = arith.constant false
  scf.if %c {
    "test.side"(%x) : (i32) -> ()
  }
  return
}

// -----

// CASE: if_static_after_fold
func.func @f(%x: i32) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.cmpi sgt, %a, %b : i32
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %m = arith.muli %x, %x : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// -----

// CASE: if_empty_else_removed
func.func @f(%c: i1, %x: i32) {
  scf.if %c {
    "test.side"(%x) : (i32) -> ()
  } else {
  }
  return
}

// -----

// CASE: if_unused_results
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    "test.side"(%a) : (i32) -> ()
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    "test.side"(%b) : (i32) -> ()
    scf.yield %b, %y : i32, i32
  }
  return %r#0 : i32
}

// -----

// CASE: if_all_results_unused_side_effect
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    "test.side"(%x) : (i32) -> ()
    scf.yield %x : i32
  } else {
    "test.other"(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  return
}

// -----

// CASE: if_pure_unused_erased
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

// CASE: if_nested_regions_folded
func.func @f(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %z = arith.constant 0 : i32
    %a = arith.addi %x, %z : i32
    %b = "test.op"(%a) : (i32) -> i32
    scf.yield %b : i32
  } else {
    %one = arith.constant 1 : i32
    %m = arith.muli %x, %one : i32
    %n = "test.op"(%m) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: for_zero_trip_same_bounds
func.func @f(%lb: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_zero_trip_const
func.func @f(%x: i32) -> i32 {
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c5 step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_single_iteration
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    "test.side"(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_single_iteration_big_step
func.func @f(%x: i32) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c100 = arith.constant 100 : index
  scf.for %i = %c2 to %c7 step %c100 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CASE: for_ub_is_lb_plus_const
func.func @f(%lb: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    "test.use"(%i, %a) : (index, i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// CASE: for_empty_body_yields_outside
func.func @f(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CASE: for_many_iterations_kept
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %x) -> (i32) {
    "test.side"(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// CASE: for_dynamic_kept
func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CASE: for_body_constants_hoisted
func.func @f(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %c = arith.constant 7 : i32
    %z = arith.constant 0 : i32
    %b = arith.addi %a, %c : i32
    %d = arith.addi %b, %z : i32
    "test.side"(%d) : (i32) -> ()
    scf.yield %d : i32
  }
  return %r : i32
}

// -----

// CASE: for_no_results_single_iter_i32
func.func @f() {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %c3 step %c5 : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// -----

// CASE: for_same_bounds_dynamic
func.func @f(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %lb step %c1 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_dynamic_step_constant_bounds_kept
func.func @f(%x: i32, %s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %s iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_dynamic_step_empty_range
func.func @f(%x: i32, %s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c9 to %c0 step %s iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_unsigned_empty_range
func.func @f(%x: i32) -> i32 {
  %lb = arith.constant -5 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 120 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) : i8 {
    %b = "test.op"(%a, %i) : (i32, i8) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_unsigned_one_iteration
func.func @f(%x: i32) -> i32 {
  %lb = arith.constant 100 : i8
  %ub = arith.constant -5 : i8
  %s = arith.constant 120 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) : i8 {
    %b = "test.op"(%a, %i) : (i32, i8) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_signed_i8_one_iteration
func.func @f(%x: i32) -> i32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 20 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) : i8 {
    %b = "test.op"(%a, %i) : (i32, i8) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_zero_step_kept_or_not
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c0 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_negative_step
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %m = arith.constant -1 : index
  %r = scf.for %i = %c0 to %c9 step %m iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_ub_is_lb_plus_const_nsw
func.func @f(%lb: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_ub_is_lb_plus_const_nuw_unsigned
func.func @f(%lb: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 overflow<nuw> : index
  %r = scf.for unsigned %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_ub_is_const_plus_lb_nsw_kept
func.func @f(%lb: index, %x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %c4, %lb overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_ub_is_lb_plus_negative_nsw
func.func @f(%lb: index, %x: i32) -> i32 {
  %c4 = arith.constant -4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_ub_is_lb_plus_const_nsw_two_iterations
func.func @f(%lb: index, %x: i32) -> i32 {
  %c9 = arith.constant 9 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c9 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (i32) {
    %b = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: for_iter_args_duplicate_pairs
func.func @f(%x: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %x) -> (i32, i32, i32) {
    %v = "test.op"(%a, %b) : (i32, i32) -> i32
    scf.yield %v, %v, %x : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CASE: for_iter_arg_unused_with_unused_result
func.func @f(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %v = "test.op"(%a) : (i32) -> i32
    %w = "test.op"() : () -> i32
    scf.yield %v, %w : i32, i32
  }
  return %r#0 : i32
}

// -----

// CASE: for_iter_arg_chain_kept
func.func @f(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %v = "test.op"(%a) : (i32) -> i32
    %w = "test.op"(%b) : (i32) -> i32
    scf.yield %v, %w : i32, i32
  }
  return %r#0 : i32
}

// -----

// CASE: for_iter_args_all_forwarded_with_attr
func.func @f(%x: i32, %y: f32, %n: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, f32) {
    "test.use"(%a, %b) : (i32, f32) -> ()
    scf.yield %a, %b : i32, f32
  } {test.tag = 3 : i32}
  return %r#0, %r#1 : i32, f32
}

// -----

// CASE: for_nested_yield_of_init
func.func @f(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %v = "test.op"(%a) : (i32) -> i32
    "test.use"(%v) : (i32) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CASE: if_trivial_to_select
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: if_yield_condition_and_negation
func.func @f(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %q:2 = scf.if %c -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %q#0, %q#1 : i1, i1
}

// -----

// CASE: if_partly_hoisted_to_select
func.func @f(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CASE: if_condition_propagation
func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = "test.op"(%c) : (i1) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op"(%c) : (i1) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CASE: if_condition_propagation_nested
func.func @f(%c: i1, %d: i1) {
  scf.if %d {
    "test.first"() : () -> ()
    scf.if %c {
      "test.op"(%c, %d) : (i1, i1) -> ()
    }
  }
  return
}

// -----

// CASE: if_same_value_both_sides_kept_ops
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CASE: if_yield_i1_constants_same_direction
func.func @f(%c: i1, %a: i32) -> (i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i32, i1) {
    %x = "test.op"() : () -> i32
    scf.yield %x, %t : i32, i1
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %y, %f : i32, i1
  }
  return %r#0, %r#1 : i32, i1
}

// -----

// CASE: if_yield_i8_constants_kept_as_select
func.func @f(%c: i1) -> i8 {
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %r = scf.if %c -> (i8) {
    scf.yield %one : i8
  } else {
    scf.yield %zero : i8
  }
  return %r : i8
}

// -----

// CASE: if_constant_condition_else
func.func @f(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> (i32) {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.op"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

// CASE: while_kept
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = "test.op"(%y) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CASE: while_false_condition
func.func @f(%a: i32) {
  %false = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

// CASE: index_switch_constant_case
func.func @f(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: index_switch_constant_default
func.func @f(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    %x = "test.op"(%b) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CASE: index_switch_negative_case
func.func @f() {
  %m = arith.constant -3 : index
  scf.index_switch %m
  case -3 {
    "test.neg"() : () -> ()
    scf.yield
  }
  default {
    "test.default"() : () -> ()
  }
  return
}

// -----

// CASE: index_switch_dynamic_kept
func.func @f(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CASE: execute_region_single_block
func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CASE: execute_region_no_inline_kept
func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = "test.op"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// CASE: execute_region_no_results
func.func @f(%a: i32) {
  scf.execute_region {
    "test.op"(%a) : (i32) -> ()
    scf.yield
  }
  return
}
