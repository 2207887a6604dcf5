"""let in all its places (body, top level, multiclass, foreach) and self-referencing lets."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "let_around_nested_defm",
        dedent("""\
            class R { int a = 0; }
            multiclass I { def _i : R; }
            multiclass O { let a = 5 in defm _o : I; }
            defm X : O;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int a = 0;
            }
            ------------- Defs -----------------
            def X_o_i {\t// R
              int a = 5;
            }
            """),
    ),
    Case(
        "let_override_chain_through_subclasses",
        dedent("""\
            class Base { int x = 1; }
            class D<int y> : Base { let x = y; }
            multiclass M<int z> { def _a : D<z> { let x = !add(z, 100); } }
            defm Q : M<1>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base {
              int x = 1;
            }
            class D<int D:y = ?> {\t// Base
              int x = D:y;
            }
            ------------- Defs -----------------
            def Q_a {\t// Base D
              int x = 101;
            }
            """),
    ),
    Case(
        "top_level_let_around_foreach",
        dedent("""\
            class C<int x> { int v = x; }
            let v = 9 in foreach i = [1, 2] in def r # i : C<i>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:x = ?> {
              int v = C:x;
            }
            ------------- Defs -----------------
            def r1 {\t// C
              int v = 9;
            }
            def r2 {\t// C
              int v = 9;
            }
            """),
    ),
    Case(
        "let_value_from_foreach_iterator",
        dedent("""\
            foreach i = [1, 2] in let x = i in def r # i { int x = 0; }
            """),
        stderr=dedent("""\
            input.td:1:27: error: Value 'x' unknown!
            foreach i = [1, 2] in let x = i in def r # i { int x = 0; }
                                      ^
            """),
        status=1,
    ),
    Case(
        "let_referring_to_own_old_value_list",
        dedent("""\
            class A { list<int> l = []; }
            def a : A { let l = !listconcat(l, [1]); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: Initializer of 'l' in 'a' could not be fully resolved: !listconcat(!listconcat(l, [1]), [1])
            def a : A { let l = !listconcat(l, [1]); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "let_referring_to_own_old_value_int",
        dedent("""\
            class A { int x = 1; }
            def a : A { let x = !add(x, 1); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: Initializer of 'x' in 'a' could not be fully resolved: !add(!add(x, 1), 1)
            def a : A { let x = !add(x, 1); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "class_lets_referring_to_inherited_value",
        dedent("""\
            class A { int x = 1; }
            class B : A { let x = !add(x, 1); }
            class C : B { let x = !mul(x, 10); }
            def c : C;
            """),
        stderr=dedent("""\
            input.td:4:5: error: Initializer of 'x' in 'c' could not be fully resolved: !mul(!mul(x, 10), 10)
            def c : C;
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "nested_top_level_lets_innermost_wins",
        dedent("""\
            class A { int x = 0; int y = 0; }
            let x = 1 in {
              let x = 2, y = 3 in def a : A;
              def b : A;
              let y = 4 in { let x = 5 in def c : A; }
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int x = 0;
              int y = 0;
            }
            ------------- Defs -----------------
            def a {\t// A
              int x = 2;
              int y = 3;
            }
            def b {\t// A
              int x = 1;
              int y = 0;
            }
            def c {\t// A
              int x = 5;
              int y = 4;
            }
            """),
    ),
    Case(
        "let_on_field_declared_in_body",
        dedent("""\
            let x = 7 in def a { int x = 1; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Value 'x' unknown!
            let x = 7 in def a { int x = 1; }
                ^
            """),
        status=1,
    ),
    Case(
        "let_code_value",
        dedent("""\
            class A { code c = [{}]; string s = ""; }
            let c = [{ body }], s = [{ as string }] in def a : A;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              code c = [{}];
              string s = "";
            }
            ------------- Defs -----------------
            def a {\t// A
              code c = [{ body }];
              code s = [{ as string }];
            }
            """),
    ),
    Case(
        "let_list_slice_not_allowed",
        dedent("""\
            class A { list<int> l = [1, 2]; }
            def a : A { let l[0] = 5; }
            """),
        stderr=dedent("""\
            input.td:2:18: error: expected '=' in let expression
            def a : A { let l[0] = 5; }
                             ^
            """),
        status=1,
    ),
    Case(
        "let_missing_value",
        dedent("""\
            class A { int x = 0; }
            def a : A { let x = ; }
            """),
        stderr=dedent("""\
            input.td:2:21: error: Unknown or reserved token when parsing a value
            def a : A { let x = ; }
                                ^
            """),
        status=1,
    ),
    Case(
        "let_bits_from_template_argument",
        dedent("""\
            class I<bits<4> op> { bits<8> Inst = 0; let Inst{7-4} = op; let Inst{3-0} = !not(op); }
            def i : I<0b1010>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class I<bits<4> I:op = { ?, ?, ?, ? }> {
              bits<8> Inst = { I:op{3}, I:op{2}, I:op{1}, I:op{0}, !cast<bits<4>>(!not(I:op)){3}, !cast<bits<4>>(!not(I:op)){2}, !cast<bits<4>>(!not(I:op)){1}, !cast<bits<4>>(!not(I:op)){0} };
            }
            ------------- Defs -----------------
            def i {\t// I
              bits<8> Inst = { 1, 0, 1, 0, 0, 0, 0, 0 };
            }
            """),
    ),
    Case(
        "let_bits_from_other_field",
        dedent("""\
            class I { bits<4> op = 0; bits<8> Inst = 0; let Inst{7-4} = op; }
            def i : I { let op = 0b0110; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class I {
              bits<4> op = { 0, 0, 0, 0 };
              bits<8> Inst = { op{3}, op{2}, op{1}, op{0}, 0, 0, 0, 0 };
            }
            ------------- Defs -----------------
            def i {\t// I
              bits<4> op = { 0, 1, 1, 0 };
              bits<8> Inst = { 0, 1, 1, 0, 0, 0, 0, 0 };
            }
            """),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_let(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """let overrides fields in the order and scope llvm-tblgen applies them."""
    check_case(case, tmp_path, monkeypatch, capsys)
