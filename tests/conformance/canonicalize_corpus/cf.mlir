// CASE: assert_true_erased
func.func @f() {
  %t = arith.constant true
  cf.assert %t, "never"
  return
}

// -----

// CASE: assert_false_kept
func.func @f() {
  %t = arith.constant false
  cf.assert %t, "always"
  return
}

// -----

// CASE: assert_arg_kept
func.func @f(%c: i1) {
  cf.assert %c, "maybe"
  return
}

// -----

// CASE: br_single_pred_merged
func.func @f(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

// -----

// CASE: br_chain_merged
func.func @f(%x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%x : i32)
^bb2(%a: i32):
  cf.br ^bb3
^bb3:
  return %a : i32
}

// -----

// CASE: br_pass_through
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb3(%r : i32)
}

// -----

// CASE: br_pass_through_remap
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb4
^bb1(%a: i32):
  cf.br ^bb2(%a, %y : i32, i32)
^bb2(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
^bb4:
  cf.br ^bb1(%y : i32)
}

// -----

// CASE: cond_br_true
func.func @f(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

// CASE: cond_br_false
func.func @f(%x: i32, %y: i32) -> i32 {
  %t = arith.constant false
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %c = arith.muli %b, %b : i32
  return %c : i32
}

// -----

// CASE: cond_br_identical_succ
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

// CASE: cond_br_identical_succ_select
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

// CASE: cond_br_identical_succ_two_preds
func.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb3:
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  return %a : i32
}

// -----

// CASE: cond_br_same_condition
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%y : i32)
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// CASE: cond_br_same_condition_false_edge
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3(%x : i32), ^bb4(%y : i32)
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
^bb4(%s: i32):
  "test.c"() : () -> ()
  return %s : i32
}

// -----

// CASE: cond_br_truth_propagation
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.consumer1"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  "test.consumer2"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

// CASE: cond_br_truth_propagation_shared
func.func @f(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  "test.consumer"(%c) : (i1) -> ()
  return
^bb3:
  "test.other"(%c, %c) : (i1, i1) -> ()
  return
}

// -----

// CASE: cond_br_pass_through_both
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb4(%y : i32)
^bb3(%a: i32):
  "test.t"(%a) : (i32) -> ()
  return %a : i32
^bb4(%b: i32):
  "test.f"(%b) : (i32) -> ()
  return %b : i32
}

// -----

// CASE: cond_br_loop_not_collapsed
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}

// -----

// CASE: cond_br_args_used_elsewhere
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %y : i32
}

// -----

// CASE: unreachable_block_removed
func.func @f(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %c = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

// CASE: dead_block_arg_removed
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb1(%y, %y : i32, i32)
^bb1(%a: i32, %b: i32):
  "test.use"(%a) : (i32) -> ()
  return %x : i32
}

// -----

// CASE: loop_with_counter
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  return %i : index
}

// -----

// CASE: const_cond_after_fold
func.func @f(%x: i32) -> i32 {
  %a = arith.constant 3 : i32
  %b = arith.constant 4 : i32
  %p = arith.cmpi slt, %a, %b : i32
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %m = arith.muli %x, %x : i32
  return %m : i32
}

// -----

// CASE: assert_after_fold
func.func @f(%x: i32) -> i32 {
  %p = arith.cmpi eq, %x, %x : i32
  cf.assert %p, "reflexive"
  return %x : i32
}

// -----

// CASE: switch_untouched
func.func @f(%v: i32, %x: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  "test.two"() : () -> ()
  return %x : i32
}

// -----

// CASE: br_pass_through_into_two_block_cycle
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb4
^bb4:
  "test.use"(%r) : (i32) -> ()
  cf.br ^bb3(%r : i32)
}

// -----

// CASE: br_pass_through_blocks_in_cycle
func.func @f() {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

// CASE: switch_constant_flag_case
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    2: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// CASE: switch_constant_flag_default
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 9 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    2: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// CASE: switch_negative_constant_flag
func.func @f(%a: i8, %b: i8) -> i8 {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1(%a : i8),
    -1: ^bb2(%b : i8),
    3: ^bb1(%b : i8)
  ]
^bb1(%x: i8):
  "test.use"(%x) : (i8) -> ()
  return %x : i8
^bb2(%y: i8):
  "test.use2"(%y) : (i8) -> ()
  return %y : i8
}

// -----

// CASE: switch_only_default
func.func @f(%v: i32, %a: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CASE: switch_drop_cases_matching_default
func.func @f(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    2: ^bb1(%a : i32),
    -3: ^bb2(%b : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// CASE: switch_pass_through
func.func @f(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    3: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  cf.br ^bb1(%y : i32)
}

// -----

// CASE: switch_pass_through_default
func.func @f(%v: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb3,
    3: ^bb2(%b : i32),
    4: ^bb1(%b : i32)
  ]
^bb3:
  cf.br ^bb2(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return %y : i32
}

// -----

// CASE: switch_from_switch_on_same_flag
func.func @f(%v: i32, %a: i32) {
  cf.switch %v : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.before"() : () -> ()
  cf.switch %v : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
}

// -----

// CASE: switch_from_switch_on_same_flag_to_default
func.func @f(%v: i32, %a: i32) {
  cf.switch %v : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.default"() : () -> ()
  return
^bb2:
  "test.before"() : () -> ()
  cf.switch %v : i32, [
    default: ^bb3,
    43: ^bb4
  ]
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
}

// -----

// CASE: switch_from_default_switch_on_same_flag
func.func @f(%v: i32) {
  cf.switch %v : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.first"() : () -> ()
  cf.switch %v : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.c"() : () -> ()
  return
^bb3:
  "test.d"() : () -> ()
  return
^bb4:
  "test.e"() : () -> ()
  return
^bb5:
  "test.f"() : () -> ()
  return
}

// -----

// CASE: switch_dynamic_kept
func.func @f(%v: i64, %a: i32, %b: i32) -> i32 {
  cf.switch %v : i64, [
    default: ^bb1(%a : i32),
    0: ^bb2(%b : i32),
    7: ^bb2(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return %y : i32
}
