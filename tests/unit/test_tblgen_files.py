"""TableGen include, -I and -D through the command line, against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "include_relative",
        dedent("""\
            include "a.td"
            def main : A;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int v = 1;
            }
            ------------- Defs -----------------
            def main {\t// A
              int v = 1;
            }
            """),
        files=(
            (
                "a.td",
                dedent("""\
                class A { int v = 1; }
                """),
            ),
        ),
    ),
    Case(
        "include_with_dir",
        dedent("""\
            include "lib.td"
            def main : Lib;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Lib {
              string from = "inc";
            }
            ------------- Defs -----------------
            def main {\t// Lib
              string from = "inc";
            }
            """),
        args=("-I", "inc"),
        files=(
            (
                "inc/lib.td",
                dedent("""\
                class Lib { string from = "inc"; }
                """),
            ),
        ),
    ),
    Case(
        "include_search_order",
        dedent("""\
            include "x.td"
            def main : X;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class X {
              string d = "first";
            }
            ------------- Defs -----------------
            def main {\t// X
              string d = "first";
            }
            """),
        args=("-I", "first", "-I", "second"),
        files=(
            (
                "first/x.td",
                dedent("""\
                class X { string d = "first"; }
                """),
            ),
            (
                "second/x.td",
                dedent("""\
                class X { string d = "second"; }
                """),
            ),
        ),
    ),
    Case(
        "include_nested_and_guarded",
        dedent("""\
            include "a.td"
            include "a.td"
            def main : B;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
            }
            class B {
              int v = 2;
            }
            ------------- Defs -----------------
            def main {\t// B
              int v = 2;
            }
            """),
        files=(
            (
                "a.td",
                dedent("""\
                #ifndef A_TD
                #define A_TD
                include "b.td"
                class A;
                #endif
                """),
            ),
            (
                "b.td",
                dedent("""\
                class B { int v = 2; }
                """),
            ),
        ),
    ),
    Case(
        "include_twice_redefinition",
        dedent("""\
            include "a.td"
            include "a.td"
            """),
        stderr=dedent("""\
            Included from input.td:2:
            a.td:1:7: error: Class 'A' already defined
            class A { int v = 1; }
                  ^
            """),
        status=1,
        files=(
            (
                "a.td",
                dedent("""\
                class A { int v = 1; }
                """),
            ),
        ),
    ),
    Case(
        "define_from_command_line",
        dedent("""\
            #ifdef FLAG
            def flag_on;
            #else
            def flag_off;
            #endif
            #ifndef OTHER
            def other_off;
            #endif
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def flag_on {
            }
            def other_off {
            }
            """),
        args=("-D", "FLAG"),
    ),
    Case(
        "define_without_flag",
        dedent("""\
            #ifdef FLAG
            def flag_on;
            #else
            def flag_off;
            #endif
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def flag_off {
            }
            """),
    ),
    Case(
        "define_in_file",
        dedent("""\
            #define LOCAL
            #ifdef LOCAL
            def local;
            #endif
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def local {
            }
            """),
    ),
    Case(
        "ifdef_unterminated",
        dedent("""\
            #ifdef X
            def a;
            """),
        stderr=dedent("""\
            input.td:3:1: error: reached EOF without matching #endif

            ^
            input.td:1:8: error: the latest preprocessor control is here
            #ifdef X
                   ^
            input.td:3:1: error: Unexpected token at top level

            ^
            """),
        status=1,
    ),
    Case(
        "else_without_if",
        dedent("""\
            #else
            """),
        stderr=dedent("""\
            input.td:1:2: error: #else without #ifdef or #ifndef
            #else
             ^
            input.td:1:2: error: Unexpected token at top level
            #else
             ^
            """),
        status=1,
    ),
    Case(
        "endif_without_if",
        dedent("""\
            def a;
            #endif
            """),
        stderr=dedent("""\
            input.td:2:2: error: #endif without #ifdef
            #endif
             ^
            input.td:2:2: error: Unexpected token at top level
            #endif
             ^
            """),
        status=1,
    ),
    Case(
        "define_visible_in_include",
        dedent("""\
            #define TOP
            include "a.td"
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def seen_top {
            }
            """),
        files=(
            (
                "a.td",
                dedent("""\
                #ifdef TOP
                def seen_top;
                #endif
                """),
            ),
        ),
    ),
    Case(
        "ifdef_spanning_include_end",
        dedent("""\
            include "a.td"
            def after;
            """),
        stderr=dedent("""\
            Included from input.td:1:
            a.td:3:1: error: reached EOF without matching #endif

            ^
            Included from input.td:1:
            a.td:1:8: error: the latest preprocessor control is here
            #ifdef X
                   ^
            Included from input.td:1:
            a.td:3:1: error: Unexpected token at top level

            ^
            """),
        status=1,
        files=(
            (
                "a.td",
                dedent("""\
                #ifdef X
                def x;
                """),
            ),
        ),
    ),
    Case(
        "multiclass_notes_across_include",
        dedent("""\
            include "lib.td"
            multiclass O { defm _o : N<1>; }
            defm W : O;
            defm Y : M<0>;
            """),
        stderr=dedent("""\
            Included from input.td:1:
            lib.td:2:27: error: Initializer of 'y' in 'W_o_b' could not be fully resolved: !cast<int>("1")
            multiclass N<int v> { def _b { int y = !cast<int>(!cast<string>(v)); } }
                                      ^
            input.td:2:26: note: instantiated from multiclass
            multiclass O { defm _o : N<1>; }
                                     ^
            input.td:3:10: note: instantiated from multiclass
            defm W : O;
                     ^
            Included from input.td:1:
            lib.td:1:27: error: Illegal operation: division by zero
            multiclass M<int v> { def _a { int x = !div(1, v); } }
                                      ^
            input.td:4:10: note: instantiated from multiclass
            defm Y : M<0>;
                     ^
            """),
        status=1,
        files=(
            (
                "lib.td",
                dedent("""\
                multiclass M<int v> { def _a { int x = !div(1, v); } }
                multiclass N<int v> { def _b { int y = !cast<int>(!cast<string>(v)); } }
                """),
            ),
        ),
    ),
    Case(
        "include_json_locations",
        dedent("""\
            include "a.td"
            def main : A;
            """),
        stdout=dedent("""\
            {"!instanceof":{"A":["main"]},"!tablegen_json_version":1,"main":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"main","!superclasses":["A"],"v":1}}
            """),
        args=("--dump-json",),
        files=(
            (
                "a.td",
                dedent("""\
                class A { int v = 1; }
                """),
            ),
        ),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_files(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Includes, include directories and command-line defines act as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
