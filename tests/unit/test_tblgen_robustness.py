"""Inputs that once hung or raised: include cycles, !subst(""), !cond folding, deep nesting, big ints.

``CASES`` hold llvm-tblgen 22's own output (see tblgen_case.py). ``BEYOND_LLVM``
are inputs on which llvm-tblgen hangs, crashes or fails without a message (an
include cycle recurses until its stack overflows, ``!subst("", ...)`` loops
forever, a ``!cond`` outside any record dereferences a null record, a dropped
``!cond`` value in a ``defvar`` ends the parse silently): there we expect our
diagnostic, exit status 1 and no output.
"""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

from tblgen_py.frontend import deep_stack
from tblgen_py.frontend.session import TOO_DEEP

DIGITS = "1" * 5000
BIG_INT_LINE = f"def X {{ int i = {DIGITS}; }}"
ZEROS_LINE = f"def X {{ int i = -{'0' * 5000}12; int h = 0x{'0' * 5000}f; }}"
DEPTH = 5000  # llvm-tblgen 22 manages 7,000 levels of !add and 5,000 of (dag
ADD_LINE = f"def X {{ int l = {'!add(' * DEPTH}1{',1)' * DEPTH}; }}"
DAG_LINE = f"def X {{ dag l = {'(X ' * DEPTH}{')' * DEPTH}; }}"
RECORDS_HEAD = (
    "------------- Classes -----------------\n------------- Defs -----------------\n"
)


def _at(col: int, line: str, message: str) -> str:
    """One llvm-tblgen error at ``input.td:1:col`` with its source line and caret."""
    return f"input.td:1:{col}: error: {message}\n{line}\n{' ' * (col - 1)}^\n"


CASES = [
    Case(
        "cond_value_not_convertible_in_field",
        "def X { int a = !cond(1: 2, 0: 0b1); }\n",
        stdout=RECORDS_HEAD + "def X {\n  int a = ?;\n}\n",
    ),
    Case(
        "int_literal_of_5000_digits",
        BIG_INT_LINE + "\n",
        stderr=_at(17, BIG_INT_LINE, "number out of range")
        + _at(17, BIG_INT_LINE, "Unknown or reserved token when parsing a value")
        + _at(17, BIG_INT_LINE, "expected ';' after declaration"),
        status=1,
    ),
    Case(
        "int_literals_with_5000_leading_zeros",
        ZEROS_LINE + "\n",
        stdout=RECORDS_HEAD + "def X {\n  int i = -12;\n  int h = 15;\n}\n",
    ),
    Case(
        "dump_of_a_def_prints_the_record",
        dedent("""\
            class P<int x> { int v = x; }
            def A : P<3>;
            defvar va = A;
            dump va;
            def B { dump A; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class P<int P:x = ?> {
              int v = P:x;
            }
            ------------- Defs -----------------
            def A {\t// P
              int v = 3;
            }
            def B {
            }
            """),
        stderr=dedent("""\
            input.td:4:1: note: A {\t// P
              int v = 3;
            }

            dump va;
            ^
            input.td:5:9: note: A {\t// P
              int v = 3;
            }

            def B { dump A; }
                    ^
            """),
    ),
    Case(
        "dump_of_an_int_or_list_is_an_error",
        "dump 3;\ndump [1, 2];\n",
        stderr=dedent("""\
            input.td:1:1: error: dump value is not of type string
            dump 3;
            ^
            input.td:2:1: error: dump value is not of type string
            dump [1, 2];
            ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "dump_in_a_copied_def_is_dropped",
        dedent("""\
            multiclass M<string s> {
              def _x { dump s; }
              dump "mc " # s;
            }
            defm D : M<"q">;
            foreach i = [1] in {
              def G#i { dump "in foreach"; }
            }
            """),
        stdout=RECORDS_HEAD + "def D_x {\n}\ndef G1 {\n}\n",
        stderr='input.td:3:3: note: mc q\n  dump "mc " # s;\n  ^\n',
    ),
    Case(
        "substr_with_a_negative_start_is_empty",
        'def X { dump "[" # !substr("hello", -1) # "]"; }\n',
        stderr=dedent("""\
            input.td:1:5: error: !substr start position is out of range 0...5: -1
            def X { dump "[" # !substr("hello", -1) # "]"; }
                ^
            input.td:1:9: note: []
            def X { dump "[" # !substr("hello", -1) # "]"; }
                    ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "listflatten_of_a_list_literal_is_typed_by_its_first_element",
        dedent("""\
            class C<list<int> l, list<bits<3>> lb> {
              list<int> a = !listflatten([lb, l]);
              list<int> b = !listflatten([l, lb]);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<list<int> C:l = ?, list<bits<3>> C:lb = ?> {
              list<int> a = !cast<list<int>>(!listflatten([C:lb, C:l]));
              list<int> b = !listflatten([C:l, C:lb]);
            }
            ------------- Defs -----------------
            """),
    ),
    Case(
        "nesting_5000_levels_of_add",
        ADD_LINE + "\n",
        stdout=RECORDS_HEAD + f"def X {{\n  int l = {DEPTH + 1};\n}}\n",
    ),
    Case(
        "nesting_5000_levels_of_dag",
        DAG_LINE + "\n",
        stdout=RECORDS_HEAD
        + f"def X {{\n  dag l = {'(X ' * (DEPTH - 1)}(X){')' * (DEPTH - 1)};\n}}\n",
    ),
    Case(
        "self_include_ended_by_a_guard",
        '#ifndef GUARD\n#define GUARD\ninclude "input.td"\ndef A;\n#endif\n',
        stdout=RECORDS_HEAD + "def A {\n}\n",
    ),
    Case(
        "mutual_includes_with_one_guard",
        'include "b.td"\ndef B;\n',
        stderr=dedent("""\
            input.td:2:5: error: def already exists: B
            def B;
                ^
            Included from input.td:1:
            Included from b.td:3:
            input.td:2:5: note: location of previous definition
            def B;
                ^
            """),
        status=1,
        files=(
            ("b.td", '#ifndef GB\n#define GB\ninclude "input.td"\ndef A;\n#endif\n'),
        ),
    ),
]


@pytest.mark.parametrize("case", [c.param() for c in CASES])
def test_matches_llvm_tblgen(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Status, stdout and stderr are llvm-tblgen 22's."""
    check_case(case, tmp_path, monkeypatch, capsys)


BEYOND_LLVM = [
    Case(  # llvm-tblgen exits 1 here without printing anything
        "cond_value_not_convertible_in_defvar",
        "def X {\n  defvar v = !cond(1: 2, 0: 0b1);\n  int a = 1;\n}\n",
        stderr=dedent("""\
            input.td:2:14: error: !cond value does not convert to its type 'bits<1>'
              defvar v = !cond(1: 2, 0: 0b1);
                         ^
            """),
        status=1,
    ),
    Case(
        "self_include",
        'include "input.td"\ndef A;\n',
        stderr=dedent("""\
            input.td:1:9: error: include cycle: 'input.td' includes itself (input.td -> input.td)
            include "input.td"
                    ^
            input.td:1:9: error: Unexpected token at top level
            include "input.td"
                    ^
            """),
        status=1,
    ),
    Case(
        "include_cycle_of_two_files",
        'def Z;\ninclude "a.td"\n',
        stderr=dedent("""\
            Included from input.td:2:
            Included from a.td:1:
            b.td:1:9: error: include cycle: 'a.td' includes itself (a.td -> b.td -> a.td)
            include "a.td"
                    ^
            Included from input.td:2:
            Included from a.td:1:
            b.td:1:9: error: Unexpected token at top level
            include "a.td"
                    ^
            """),
        status=1,
        files=(("a.td", 'include "b.td"\n'), ("b.td", 'include "a.td"\n')),
    ),
    Case(
        "subst_with_an_empty_pattern",
        'def X { string s = !subst("", "z", "abc"); }\n',
        stderr=dedent("""\
            input.td:1:5: error: !subst pattern must not be empty (llvm-tblgen never ends): !subst("", "z", "abc")
            def X { string s = !subst("", "z", "abc"); }
                ^
            """),
        status=1,
    ),
    Case(
        "subst_with_an_empty_pattern_from_a_template_argument",
        'class C<string p> { string t = !subst(p, "", "abc"); }\ndef X : C<"">;\n',
        stderr=dedent("""\
            input.td:2:5: error: !subst pattern must not be empty (llvm-tblgen never ends): !subst("", "", "abc")
            def X : C<"">;
                ^
            """),
        status=1,
    ),
    Case(
        "cond_without_a_true_condition_outside_a_record",
        "defvar y = !cond(0: 1);\n",
        stderr=dedent("""\
            input.td:1:12: error: !cond does not have any true condition in:!cond(0: 1)
            defvar y = !cond(0: 1);
                       ^
            """),
        status=1,
    ),
    Case(
        "cond_value_not_convertible_after_resolution",
        "class C<int n> { int a = !cond(!eq(n, 0): 2, 1: 0b1); }\ndef X : C<0>;\n",
        stderr=dedent("""\
            input.td:2:5: error: !cond value does not convert to its type 'bits<1>' in:!cond(!eq(C:n, 0): 2, 1: { 1 })
            def X : C<0>;
                ^
            """),
        status=1,
    ),
]


@pytest.mark.parametrize("case", [c.param() for c in BEYOND_LLVM])
def test_diagnoses_where_llvm_tblgen_hangs_or_crashes(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A diagnostic and exit status 1 instead of a hang or crash."""
    check_case(case, tmp_path, monkeypatch, capsys)


def test_nesting_beyond_the_limit_is_a_diagnostic(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Past the raised recursion limit: an error at the token reached, exit 1."""
    monkeypatch.setattr(deep_stack, "RECURSION_LIMIT", 3000)
    line = f"def X {{ int l = {'!add(' * 2000}1{',1)' * 2000}; }}"
    status, out, err = _run(line + "\n", tmp_path, monkeypatch, capsys)
    assert status == 1 and out == ""
    first = err.splitlines()[0]
    assert first.startswith("input.td:1:") and first.endswith(f"error: {TOO_DEEP}")
    assert "Traceback" not in err


def test_nesting_the_default_limit_allows(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """10,000 levels (more than llvm-tblgen 22 survives) parse, resolve and print."""
    depth = 10_000
    line = f"def X {{ dag l = {'(X ' * depth}{')' * depth}; }}"
    status, out, err = _run(line + "\n", tmp_path, monkeypatch, capsys)
    assert (status, err) == (0, "")
    assert out.count("(X") == depth


def _run(
    source: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> tuple[int, str, str]:
    """Status, stdout and stderr of our run on ``source``."""
    from tests.support.tblgen_case import run_main

    return run_main(Case("deep", source), tmp_path, monkeypatch, capsys)
