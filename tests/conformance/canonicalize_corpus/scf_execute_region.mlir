// CASE: execute_region_multi_block
func.func @f(%c: i1) -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

// -----

// CASE: execute_region_multi_block_two_yields
func.func @f(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.val2"() : () -> i32
    scf.yield %y : i32
  }
  return %v : i32
}

// -----

// CASE: execute_region_multi_block_in_loop_kept
func.func @f(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.a"(%i) : (index) -> ()
      scf.yield
    ^bb2:
      "test.b"(%i) : (index) -> ()
      scf.yield
    }
  }
  return
}

// -----

// CASE: execute_region_no_inline_kept
func.func @f(%c: i1) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.val2"() : () -> i32
    scf.yield %y : i32
  }
  return %v : i32
}

// -----

// CASE: execute_region_nested_multi_block
func.func @f(%c: i1) {
  scf.execute_region {
    "test.outer"() : () -> ()
    scf.execute_region {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.a"() : () -> ()
      scf.yield
    ^bb2:
      "test.b"() : () -> ()
      scf.yield
    }
    scf.yield
  }
  return
}
