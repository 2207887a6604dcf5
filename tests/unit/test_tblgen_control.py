"""TableGen foreach, if/then/else and the statements they nest: print-records against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "foreach_list",
        dedent("""\
            foreach s = ["a", "b", "c"] in
              def rec_ # s { string v = s; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def rec_a {
              string v = "a";
            }
            def rec_b {
              string v = "b";
            }
            def rec_c {
              string v = "c";
            }
            """),
    ),
    Case(
        "foreach_range_forms",
        dedent("""\
            foreach i = 0-3 in def r # i { int v = i; }
            foreach i = 5...7 in def s # i;
            foreach i = {9-8, 11} in def t # i;
            foreach i = 3-1 in def d # i;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def d1 {
            }
            def d2 {
            }
            def d3 {
            }
            def r0 {
              int v = 0;
            }
            def r1 {
              int v = 1;
            }
            def r2 {
              int v = 2;
            }
            def r3 {
              int v = 3;
            }
            def s5 {
            }
            def s6 {
            }
            def s7 {
            }
            def t11 {
            }
            def t8 {
            }
            def t9 {
            }
            """),
    ),
    Case(
        "foreach_bang_range",
        dedent("""\
            foreach i = !range(2) in def a # i;
            foreach i = !range(1, 7, 3) in def b # i;
            foreach i = !range(4, 1, -1) in def c # i;
            foreach i = !range(["x", "y"]) in def d # i;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a0 {
            }
            def a1 {
            }
            def b1 {
            }
            def b4 {
            }
            def c2 {
            }
            def c3 {
            }
            def c4 {
            }
            def d0 {
            }
            def d1 {
            }
            """),
    ),
    Case(
        "foreach_nested_and_block",
        dedent("""\
            foreach i = [1, 2] in {
              foreach j = ["x", "y"] in {
                def r # i # j { int iv = i; string jv = j; }
              }
              defvar k = !mul(i, 10);
              def k # i { int kv = k; }
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def 101 {
              int kv = 10;
            }
            def 202 {
              int kv = 20;
            }
            def r1x {
              int iv = 1;
              string jv = "x";
            }
            def r1y {
              int iv = 1;
              string jv = "y";
            }
            def r2x {
              int iv = 2;
              string jv = "x";
            }
            def r2y {
              int iv = 2;
              string jv = "y";
            }
            """),
    ),
    Case(
        "foreach_over_records",
        dedent("""\
            class R<int v> { int val = v; }
            def a : R<1>; def b : R<2>;
            foreach r = [a, b] in
              def copy_ # !cast<string>(r.val) { R src = r; int twice = !mul(r.val, 2); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def a {\t// R
              int val = 1;
            }
            def b {\t// R
              int val = 2;
            }
            def copy_1 {
              R src = a;
              int twice = 2;
            }
            def copy_2 {
              R src = b;
              int twice = 4;
            }
            """),
    ),
    Case(
        "foreach_let_inside",
        dedent("""\
            class R { int v = 0; }
            foreach i = [1, 2] in
              let v = i in def r # i : R;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int v = 0;
            }
            ------------- Defs -----------------
            def r1 {\t// R
              int v = 1;
            }
            def r2 {\t// R
              int v = 2;
            }
            """),
    ),
    Case(
        "foreach_empty_list",
        dedent("""\
            foreach i = []<int> in def never # i;
            def after;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def after {
            }
            """),
    ),
    Case(
        "foreach_non_list",
        dedent("""\
            foreach i = 5 in def r # i;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def r5 {
            }
            """),
    ),
    Case(
        "foreach_bad_range",
        dedent("""\
            foreach i = {1-} in def r # i;
            """),
        stderr=dedent("""\
            input.td:1:16: error: Unknown or reserved token when parsing a value
            foreach i = {1-} in def r # i;
                           ^
            input.td:1:16: error: expected integer value as end of range
            foreach i = {1-} in def r # i;
                           ^
            input.td:1:18: error: expected declaration in for
            foreach i = {1-} in def r # i;
                             ^
            """),
        status=1,
    ),
    Case(
        "foreach_duplicate_def",
        dedent("""\
            foreach i = [1, 1] in def r # i;
            """),
        stderr=dedent("""\
            input.td:1:27: error: def already exists: r1
            foreach i = [1, 1] in def r # i;
                                      ^
            input.td:1:27: note: location of previous definition
            foreach i = [1, 1] in def r # i;
                                      ^
            """),
        status=1,
    ),
    Case(
        "foreach_iterator_scope",
        dedent("""\
            foreach i = [1] in def a # i;
            def b { int v = i; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Variable not defined: 'i'
            def b { int v = i; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foreach_in_class_body",
        dedent("""\
            class C { foreach i = [1] in def x; }
            """),
        stderr=dedent("""\
            input.td:1:11: error: Unknown token when expecting a type
            class C { foreach i = [1] in def x; }
                      ^
            """),
        status=1,
    ),
    Case(
        "if_then_else_top_level",
        dedent("""\
            defvar on = true;
            if on then def yes;
            if !not(on) then def no; else def otherwise;
            if 0 then { def z1; def z2; } else { def nz1; def nz2; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def nz1 {
            }
            def nz2 {
            }
            def otherwise {
            }
            def yes {
            }
            """),
    ),
    Case(
        "if_in_foreach",
        dedent("""\
            foreach i = 0-4 in
              if !eq(!and(i, 1), 0) then def even # i;
              else def odd # i;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def even0 {
            }
            def even2 {
            }
            def even4 {
            }
            def odd1 {
            }
            def odd3 {
            }
            """),
    ),
    Case(
        "if_in_record_body",
        dedent("""\
            class C<int p> {
              int base = 1;
              if !gt(p, 2) then { int big = p; let base = 2; }
              else { int small = p; }
            }
            def s : C<1>;
            def b : C<3>;
            """),
        stderr=dedent("""\
            input.td:3:3: error: Unknown token when expecting a type
              if !gt(p, 2) then { int big = p; let base = 2; }
              ^
            """),
        status=1,
    ),
    Case(
        "if_condition_not_bit",
        dedent("""\
            if "str" then def a;
            """),
        stderr=dedent("""\
            input.td:1:1: error: unable to resolve if condition '"str"' at end of containing scope
            if "str" then def a;
            ^
            """),
        status=1,
    ),
    Case(
        "if_dangling_else_binds_inner",
        dedent("""\
            if 1 then if 0 then def a; else def b;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def b {
            }
            """),
    ),
    Case(
        "defvar_in_foreach_and_if",
        dedent("""\
            foreach i = [1, 2] in {
              defvar sq = !mul(i, i);
              if !gt(sq, 1) then { defvar msg = "big"; def r # i { int v = sq; string m = msg; } }
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def r2 {
              int v = 4;
              string m = "big";
            }
            """),
    ),
    Case(
        "defvar_scope_ends_with_block",
        dedent("""\
            foreach i = [1] in { defvar inner = 3; def r; }
            def s { int v = inner; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Variable not defined: 'inner'
            def s { int v = inner; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foreach_anonymous_defs",
        dedent("""\
            class R<int v> { int val = v; }
            foreach i = [1, 2] in def : R<i>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// R
              int val = 1;
            }
            def anonymous_1 {\t// R
              int val = 2;
            }
            """),
    ),
    Case(
        "dump_in_foreach",
        dedent("""\
            foreach i = [1, 2] in dump "i=" # i;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            """),
        stderr=dedent("""\
            input.td:1:23: note: i=1
            foreach i = [1, 2] in dump "i=" # i;
                                  ^
            input.td:1:23: note: i=2
            foreach i = [1, 2] in dump "i=" # i;
                                  ^
            """),
    ),
    Case(
        "assert_in_foreach",
        dedent("""\
            foreach i = [1, 2, 3] in assert !lt(i, 3), "i=" # i # " out of range";
            """),
        stderr=dedent("""\
            input.td:1:33: error: assertion failed: i=3 out of range
            foreach i = [1, 2, 3] in assert !lt(i, 3), "i=" # i # " out of range";
                                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foreach_defm",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass M<int v> { def _x : R<v>; }
            foreach i = [1, 2] in defm D # i : M<i>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def D1_x {\t// R
              int val = 1;
            }
            def D2_x {\t// R
              int val = 2;
            }
            """),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_control(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """foreach loops and if statements expand as llvm-tblgen expands them."""
    check_case(case, tmp_path, monkeypatch, capsys)
