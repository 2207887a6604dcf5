// CASE: while_invariant_init_yielded
func.func @f(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = "test.next"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

// CASE: while_invariant_through_after
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%y2: i32, %x2: i32):
    %n = "test.next"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %y2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CASE: while_no_invariant
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_value_yielded_outside
func.func @f(%a: i32, %k: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %k : i32, i64
  } do {
  ^bb0(%x2: i32, %k2: i64):
    %n = "test.next"(%x2, %k2) : (i32, i64) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i64
}

// -----

// CASE: while_condition_truth
func.func @f(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%x2: i32, %c2: i1):
    %n = "test.next"(%x2, %c2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// CASE: while_cmp_cond_same
func.func @f(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %lim : i32
    %n = "test.next"(%x2, %c2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_cmp_cond_inverted
func.func @f(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi ult, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi uge, %x2, %lim : i32
    %n = "test.next"(%x2, %c2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_cmp_cond_rhs
func.func @f(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi sgt, %lim, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi sgt, %lim, %x2 : i32
    %c3 = arith.cmpi sle, %lim, %x2 : i32
    %n = "test.next"(%x2, %c2, %c3) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_cmp_cond_other_predicate
func.func @f(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi sle, %x2, %lim : i32
    %n = "test.next"(%x2, %c2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_cmp_cond_other_operand
func.func @f(%a: i32, %lim: i32, %other: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %other : i32
    %n = "test.next"(%x2, %c2) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// CASE: while_unused_result
func.func @f(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i64
    scf.condition(%c) %x, %v : i32, i64
  } do {
  ^bb0(%x2: i32, %v2: i64):
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// CASE: while_result_used_in_after_only
func.func @f(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i64
    scf.condition(%c) %x, %v : i32, i64
  } do {
  ^bb0(%x2: i32, %v2: i64):
    %n = "test.next"(%x2, %v2) : (i32, i64) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// CASE: while_duplicated_results
func.func @f(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%v1: i32, %v2: i32):
    %n = "test.next"(%v1, %v2) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CASE: while_unused_before_arg
func.func @f(%a: i32, %b: i64) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i64) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    %m = "test.other"(%x2) : (i32) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r : i32
}

// -----

// CASE: while_align_before_args
func.func @f(%a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%y2: i64, %x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    %m = "test.other"(%y2) : (i64) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r#1, %r#0 : i32, i64
}

// -----

// CASE: while_align_not_all_args
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %s = "test.sum"(%x, %y) : (i32, i32) -> i32
    scf.condition(%c) %s, %x : i32, i32
  } do {
  ^bb0(%s2: i32, %x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    %m = "test.other"(%s2) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// CASE: while_counting_loop
func.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %next = arith.addi %i2, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// CASE: while_no_results
func.func @f(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c)
  } do {
  ^bb0:
    %n = "test.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// -----

// CASE: while_all_invariant
func.func @f(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    "test.body"(%x2) : (i32) -> ()
    scf.yield %x2 : i32
  }
  return %r : i32
}

// -----

// CASE: while_mixed
func.func @f(%a: i32, %b: i32, %k: i64) -> (i32, i64) {
  %r:4 = scf.while (%x = %a, %y = %b, %z = %a) : (i32, i32, i32) -> (i32, i32, i64, i1) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %x, %k, %c : i32, i32, i64, i1
  } do {
  ^bb0(%x2: i32, %x3: i32, %k2: i64, %c2: i1):
    %n = "test.next"(%x2, %x3, %k2, %c2) : (i32, i32, i64, i1) -> i32
    scf.yield %n, %b, %x3 : i32, i32, i32
  }
  return %r#0, %r#2 : i32, i64
}
