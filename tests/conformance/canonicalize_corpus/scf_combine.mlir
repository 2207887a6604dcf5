// CASE: combine_ifs_same_cond
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  } else {
    "test.d"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_results
func.func @f(%c: i1, %x: i32, %y: i32) -> (i32, i64) {
  %r = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  %s = scf.if %c -> i64 {
    %a = "test.c"() : () -> i64
    scf.yield %a : i64
  } else {
    %b = "test.d"() : () -> i64
    scf.yield %b : i64
  }
  return %r, %s : i32, i64
}

// -----

// CASE: combine_ifs_forward_results
func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  %s = scf.if %c -> i32 {
    %a = "test.c"(%r) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.d"(%r) : (i32) -> i32
    scf.yield %b : i32
  }
  "test.use"(%r) : (i32) -> ()
  return %s : i32
}

// -----

// CASE: combine_ifs_next_negated
func.func @f(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %n {
    "test.c"() : () -> ()
  } else {
    "test.d"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_prev_negated
func.func @f(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_negated_results
func.func @f(%c: i1) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  %s = scf.if %n -> i32 {
    %a = "test.c"(%r) : (i32) -> i32
    scf.yield %a : i32
  } else {
    %b = "test.d"(%r) : (i32) -> i32
    scf.yield %b : i32
  }
  return %r, %s : i32, i32
}

// -----

// CASE: combine_ifs_different_cond
func.func @f(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %d {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_not_adjacent
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_no_else
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_prev_no_else
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  } else {
    "test.d"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_next_no_else
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_three
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_first_in_block
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  return
}

// -----

// CASE: combine_ifs_in_loop
func.func @f(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      "test.a"(%i) : (index) -> ()
    }
    scf.if %c {
      "test.b"(%i) : (index) -> ()
    } else {
      "test.d"(%i) : (index) -> ()
    }
  }
  return
}

// -----

// CASE: nested_ifs_simple
func.func @f(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// -----

// CASE: nested_ifs_results
func.func @f(%a: i1, %b: i1, %z: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %i = scf.if %b -> i32 {
      %v = "test.x"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %z : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CASE: nested_ifs_select
func.func @f(%a: i1, %b: i1, %y: i32, %z: i32) -> i32 {
  %r = scf.if %a -> i32 {
    scf.if %b {
      "test.x"() : () -> ()
    }
    scf.yield %y : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CASE: nested_ifs_else_mismatch
func.func @f(%a: i1, %b: i1, %y: i32, %z: i32) -> i32 {
  %r = scf.if %a -> i32 {
    %i = scf.if %b -> i32 {
      %v = "test.x"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

// CASE: nested_ifs_extra_op
func.func @f(%a: i1, %b: i1) {
  scf.if %a {
    "test.before"() : () -> ()
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// -----

// CASE: nested_ifs_outer_else_body
func.func @f(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  } else {
    "test.y"() : () -> ()
  }
  return
}

// -----

// CASE: nested_ifs_inner_else_body
func.func @f(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    } else {
      "test.y"() : () -> ()
    }
  }
  return
}

// -----

// CASE: nested_ifs_three_deep
func.func @f(%a: i1, %b: i1, %c: i1) {
  scf.if %a {
    scf.if %b {
      scf.if %c {
        "test.x"() : () -> ()
      }
    }
  }
  return
}

// -----

// CASE: nested_ifs_mixed_yields
func.func @f(%a: i1, %b: i1, %y: i32, %z: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %i = scf.if %b -> i32 {
      %v = "test.x"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %z : i32
    }
    scf.yield %i, %y : i32, i32
  } else {
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
