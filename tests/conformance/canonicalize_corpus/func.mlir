// CASE: call_indirect_constant
func.func private @g(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %fn = func.constant @g : (i32) -> i32
  %r = func.call_indirect %fn(%x) : (i32) -> i32
  return %r : i32
}

// -----

// CASE: call_indirect_no_results
func.func private @g(i32, f32)
func.func @f(%x: i32, %y: f32) {
  %fn = func.constant @g : (i32, f32) -> ()
  func.call_indirect %fn(%x, %y) : (i32, f32) -> ()
  return
}

// -----

// CASE: call_indirect_argument_kept
func.func @f(%fn: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %fn(%x) : (i32) -> i32
  return %r : i32
}

// -----

// CASE: call_indirect_dead_constant
func.func private @g() -> ()
func.func @f() {
  %fn = func.constant @g : () -> ()
  return
}

// -----

// CASE: call_results_constant_args
func.func private @g(i32) -> i32
func.func @f() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %c = arith.addi %a, %b : i32
  %r = func.call @g(%c) : (i32) -> i32
  return %r : i32
}

// -----

// CASE: unused_call_kept
func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  %r = func.call @g(%x) : (i32) -> i32
  return
}

// -----

// CASE: private_function_kept
func.func private @h(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.ori %x, %z : i32
  return %r : i32
}

// -----

// CASE: multiple_returns_blocks
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %one = arith.constant 1 : i32
  %r = arith.muli %x, %one : i32
  return %r : i32
^b:
  return %x : i32
}
