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
