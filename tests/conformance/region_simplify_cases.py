"""Inputs of ``test_region_simplify_diff.py``: multi-block IR written for it.

Each case is chosen so that no canonicalization pattern or folder of
mlir-opt fires (no constant conditions, no block holding only a branch, no
branch to a block it alone reaches, no successor given twice, no use of a
branch condition in its successors, no foldable arith op), so that the
output shows the driver and region simplification alone.  ``test.*`` ops are
unregistered: they have side effects and keep what they use alive.
"""

from __future__ import annotations

UNREACHABLE = """\
func.func @unreachable(%a: i32, %c: i1) -> i32 {
  "test.op"(%a) : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "test.op"() {k = 2} : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
^bb4(%y: i32):
  %s = arith.addi %y, %a : i32
  "test.op"(%s) : (i32) -> ()
  cf.br ^bb5(%s : i32)
^bb5(%z: i32):
  "test.op"(%z) : (i32) -> ()
  cf.br ^bb4(%z : i32)
}
"""

UNREACHABLE_NESTED = """\
func.func @unreachable_nested(%a: i32) {
  "test.region"() ({
    "test.op"() : () -> ()
    "test.term"() : () -> ()
  ^bb1:
    %0 = arith.muli %a, %a : i32
    "test.op"(%0) : (i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
^bb1:
  "test.op"() : () -> ()
  return
}
"""

DEAD_OPS = """\
func.func @dead_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.addi %a, %a : i32
  %3 = "test.effect"(%2) : (i32) -> i32
  %4 = arith.muli %1, %a : i32
  return %0 : i32
}
"""

DEAD_LOOP_ARG = """\
func.func @dead_loop_arg(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %keep: i32):
  %n = arith.addi %x, %a : i32
  "test.op"(%keep) : (i32) -> ()
  cf.cond_br %c, ^bb1(%n, %keep : i32, i32), ^bb2
^bb2:
  "test.op"() : () -> ()
  return %a : i32
}
"""

ARG_ONLY = """\
func.func @arg_only(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  "test.op"() : () -> ()
  return %a : i32
}
"""

USED_ARGS = """\
func.func @used_args(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %y: i32):
  "test.op"(%y) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%z: i32):
  "test.op"() : () -> ()
  return %z : i32
}
"""

NESTED_DEAD = """\
func.func @nested_dead(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.muli %0, %a : i32
    scf.yield %2 : i32
  } else {
    scf.yield %b : i32
  }
  "test.region"() ({
    %3 = arith.addi %a, %a : i32
    %4 = arith.muli %3, %b : i32
    "test.op"(%a) : (i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return %a : i32
}
"""

NESTED_CFG = """\
func.func @nested_cfg(%a: i32, %c: i1) {
  "test.region"() ({
    "test.op"() : () -> ()
    cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
  ^bb1(%x: i32):
    "test.op"() {k = 1} : () -> ()
    "test.term"() : () -> ()
  ^bb2(%y: i32):
    %d = arith.addi %y, %y : i32
    "test.op"() {k = 2} : () -> ()
    "test.term"() : () -> ()
  ^bb3:
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
"""

MERGE_RETURNS = """\
func.func @merge_returns(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  "test.op"(%0) : (i32) -> ()
  return %0 : i32
^bb2:
  "test.op"() {k = 0} : () -> ()
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  %1 = arith.addi %a, %b : i32
  "test.op"(%1) : (i32) -> ()
  return %1 : i32
^bb4:
  "test.op"() {k = 4} : () -> ()
  return %b : i32
}
"""

MERGE_NEW_ARGS = """\
func.func @merge_new_args(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  "test.op"(%0) : (i32) -> ()
  return %0 : i32
^bb2:
  "test.op"() {k = 0} : () -> ()
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  %1 = arith.addi %b, %b : i32
  "test.op"(%1) : (i32) -> ()
  return %1 : i32
^bb4:
  "test.op"() {k = 4} : () -> ()
  return %b : i32
}
"""

MERGE_PRUNED = """\
func.func @merge_pruned(%a: i32, %b: i32, %e: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  "test.op"(%0, %a) : (i32, i32) -> ()
  return %a : i32
^bb2:
  "test.op"() {k = 0} : () -> ()
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  %1 = arith.addi %e, %b : i32
  "test.op"(%1, %e) : (i32, i32) -> ()
  return %b : i32
^bb4:
  "test.op"() {k = 4} : () -> ()
  return %b : i32
}
"""

MERGE_ARGS_TO_SUCCESSOR = """\
func.func @merge_args_to_successor(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %0 = arith.muli %x, %b : i32
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb5(%0 : i32)
^bb2:
  "test.op"() {k = 2} : () -> ()
  cf.cond_br %d, ^bb3(%b : i32), ^bb4
^bb3(%y: i32):
  %1 = arith.muli %y, %b : i32
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb5(%1 : i32)
^bb4:
  "test.op"() {k = 4} : () -> ()
  cf.br ^bb5(%a : i32)
^bb5(%r: i32):
  "test.op"(%r) : (i32) -> ()
  return %r : i32
}
"""

MERGE_AFTER_DCE = """\
func.func @merge_after_dce(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb5
^bb2:
  "test.op"() {k = 2} : () -> ()
  cf.cond_br %d, ^bb3, ^bb4
^bb3:
  %1 = arith.addi %a, %b : i32
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb5
^bb4:
  "test.op"() {k = 4} : () -> ()
  cf.br ^bb5
^bb5:
  "test.op"() {k = 5} : () -> ()
  return %a : i32
}
"""

NOT_MERGED = """\
func.func @not_merged(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  "test.op"(%0, %1) : (i32, i32) -> ()
  return %a : i32
^bb2:
  "test.op"() {k = 2} : () -> ()
  cf.cond_br %d, ^bb3, ^bb4(%a : i32)
^bb3:
  %2 = arith.addi %a, %b : i32
  %3 = arith.muli %a, %b : i32
  "test.op"(%3, %2) : (i32, i32) -> ()
  return %a : i32
^bb4(%x: i32):
  %4 = arith.addi %x, %b : i32
  %5 = arith.muli %a, %b : i32
  "test.op"(%4, %5) : (i32, i32) -> ()
  return %a : i32
}
"""

REDUNDANT_ARGS = """\
func.func @redundant_args(%a: i32, %b: i32, %c: i1) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.op"() {k = 1} : () -> ()
  cf.br ^bb3(%a, %b : i32, i32)
^bb2:
  "test.op"() {k = 2} : () -> ()
  cf.br ^bb3(%a, %a : i32, i32)
^bb3(%x: i32, %y: i32):
  "test.op"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}
"""

MERGE_IN_NESTED = """\
func.func @merge_in_nested(%a: i32, %b: i32, %c: i1, %d: i1) {
  "test.region"() ({
    "test.op"() : () -> ()
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %0 = arith.addi %a, %b : i32
    "test.op"(%0) : (i32) -> ()
    "test.term"() : () -> ()
  ^bb2:
    "test.op"() {k = 2} : () -> ()
    cf.cond_br %d, ^bb3, ^bb4
  ^bb3:
    %1 = arith.addi %a, %b : i32
    "test.op"(%1) : (i32) -> ()
    "test.term"() : () -> ()
  ^bb4:
    "test.op"() {k = 4} : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
"""

SEVERAL_FUNCTIONS = """\
func.func @first(%a: i32, %c: i1) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %0 = arith.addi %x, %x : i32
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb2:
  "test.op"() {k = 2} : () -> ()
  return %a : i32
}
func.func private @decl(i32) -> i32
func.func @second(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = func.call @decl(%a) : (i32) -> i32
  return %1 : i32
^bb1:
  return %a : i32
}
"""

NESTED_LOOP = """\
func.func @nested_loop(%a: i32, %c: i1) {
  "test.region"() ({
    "test.op"() : () -> ()
    cf.br ^bb1(%a, %a : i32, i32)
  ^bb1(%x: i32, %y: i32):
    %0 = arith.muli %x, %y : i32
    %1 = arith.addi %y, %a : i32
    "test.op"(%y) : (i32) -> ()
    cf.cond_br %c, ^bb1(%0, %1 : i32, i32), ^bb2
  ^bb2:
    "test.op"() {k = 2} : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
"""

CONSTANTS = """\
func.func @constants(%a: i32, %c: i1) -> i32 {
  %k = arith.constant 7 : i32
  "test.op"(%k) : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %k1 = arith.constant 7 : i32
  "test.op"(%k1) {k = 1} : (i32) -> ()
  return %a : i32
^bb2:
  %k2 = arith.constant 9 : i32
  "test.op"(%k2) {k = 2} : (i32) -> ()
  return %a : i32
^bb3:
  %k3 = arith.constant 11 : i32
  "test.op"(%k3) : (i32) -> ()
  return %k3 : i32
}
"""

CASES: dict[str, tuple[str, tuple[str, ...]]] = {
    "unreachable": (UNREACHABLE, ("disabled", "normal")),
    "unreachable_nested": (UNREACHABLE_NESTED, ("disabled", "normal", "aggressive")),
    "dead_ops": (DEAD_OPS, ("disabled", "normal", "aggressive")),
    "dead_loop_arg": (DEAD_LOOP_ARG, ("disabled", "normal", "aggressive")),
    "arg_only": (ARG_ONLY, ("normal", "aggressive")),
    "used_args": (USED_ARGS, ("normal", "aggressive")),
    "nested_dead": (NESTED_DEAD, ("disabled", "normal")),
    "nested_cfg": (NESTED_CFG, ("disabled", "normal", "aggressive")),
    "merge_returns": (MERGE_RETURNS, ("normal", "aggressive")),
    "merge_new_args": (MERGE_NEW_ARGS, ("normal", "aggressive")),
    "merge_pruned": (MERGE_PRUNED, ("aggressive",)),
    "merge_args_to_successor": (MERGE_ARGS_TO_SUCCESSOR, ("normal", "aggressive")),
    "merge_after_dce": (MERGE_AFTER_DCE, ("aggressive",)),
    "not_merged": (NOT_MERGED, ("normal", "aggressive")),
    "redundant_args": (REDUNDANT_ARGS, ("normal", "aggressive")),
    "merge_in_nested": (MERGE_IN_NESTED, ("normal", "aggressive")),
    "nested_loop": (NESTED_LOOP, ("disabled", "normal", "aggressive")),
    "constants": (CONSTANTS, ("disabled", "normal", "aggressive")),
    "several_functions": (SEVERAL_FUNCTIONS, ("disabled", "normal", "aggressive")),
}
"""Case name -> (input, region-simplify levels to compare at)."""
