"""dag values and the dag bang operators, including '?' operators and names."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "repr_of_each_kind",
        dedent("""\
            def op;
            def a { string r1 = !repr((op 1, "s", [1])); string r2 = !repr(?); string r3 = !repr(0b101); string r4 = !repr({1, 0}); string r5 = !repr([{code}]); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string r1 = "(op 1, "s", [1])";
              string r2 = "?";
              string r3 = "{ 1, 0, 1 }";
              string r4 = "{ 1, 0 }";
              string r5 = "[{code}]";
            }
            def op {
            }
            """),
    ),
    Case(
        "cast_dag_to_string",
        dedent("""\
            def op;
            def a { string s = !cast<string>((op)); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: Initializer of 's' in 'a' could not be fully resolved: !cast<string>((op))
            def a { string s = !cast<string>((op)); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "cast_list_to_string",
        dedent("""\
            def a { string s = !cast<string>([1]); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 's' in 'a' could not be fully resolved: !cast<string>([1])
            def a { string s = !cast<string>([1]); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "getdagop_of_unset_operator",
        dedent("""\
            def op;
            def a { dag d = (? 1); op o = !getdagop(d); }
            """),
        stderr=dedent("""\
            input.td:2:24: error: Couldn't find class 'op'
            def a { dag d = (? 1); op o = !getdagop(d); }
                                   ^
            input.td:2:27: error: unknown class name
            def a { dag d = (? 1); op o = !getdagop(d); }
                                      ^
            """),
        status=1,
    ),
    Case(
        "con_unset_operators",
        dedent("""\
            def a { dag d = !con((? 1), (? 2)); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (? 1, 2);
            }
            """),
    ),
    Case(
        "con_record_and_unset_operator",
        dedent("""\
            def op;
            def a { dag d = !con((op 1), (? 2)); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (op 1, 2);
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_builder_unset_names_and_operator",
        dedent("""\
            def op;
            def a { dag d = !dag(op, [1, 2], [?, "n"]); dag e = !dag(?, [1], ["a"]); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (op 1, 2:$n);
              dag e = (? 1:$a);
            }
            def op {
            }
            """),
    ),
    Case(
        "foreach_dag_keeps_names",
        dedent("""\
            def op;
            def a { dag d = !foreach(x, (op 1:$a, 2:$b), !add(x, 1)); }
            """),
        stderr=dedent("""\
            input.td:2:51: error: expected value of type 'int', got 'dag'
            def a { dag d = !foreach(x, (op 1:$a, 2:$b), !add(x, 1)); }
                                                              ^
            input.td:2:52: error: expected ';' after declaration
            def a { dag d = !foreach(x, (op 1:$a, 2:$b), !add(x, 1)); }
                                                               ^
            """),
        status=1,
    ),
    Case(
        "filter_over_dag",
        dedent("""\
            def op;
            def a { list<int> l = !filter(x, (op 1, 2), 1); }
            """),
        stderr=dedent("""\
            input.td:2:45: error: !filter must have a list argument
            def a { list<int> l = !filter(x, (op 1, 2), 1); }
                                                        ^
            input.td:2:45: error: expected ';' after declaration
            def a { list<int> l = !filter(x, (op 1, 2), 1); }
                                                        ^
            """),
        status=1,
    ),
    Case(
        "size_and_empty_of_dags",
        dedent("""\
            def op;
            def a { int n = !size((op)); bit e = !empty((op 1)); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int n = 0;
              bit e = 0;
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_operator_name_unset",
        dedent("""\
            def op;
            def a { string n = !getdagopname((op 1)); dag s = !setdagopname((op 1), ?); }
            """),
        stderr=dedent("""\
            input.td:2:51: error: expected value to be a typed value, got '?'
            def a { string n = !getdagopname((op 1)); dag s = !setdagopname((op 1), ?); }
                                                              ^
            input.td:2:74: error: expected ';' after declaration
            def a { string n = !getdagopname((op 1)); dag s = !setdagopname((op 1), ?); }
                                                                                     ^
            """),
        status=1,
    ),
    Case(
        "dag_argument_name_unset",
        dedent("""\
            def op;
            def a { dag s = !setdagname((op 1), 0, ?); string n = !getdagname((op 1), 0); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag s = (op 1);
              string n = ?;
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_argument_unset_value",
        dedent("""\
            def op;
            def a { dag s = !setdagarg((op 1), 0, ?); int v = !getdagarg<int>((op ?), 0); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag s = (op ?);
              int v = ?;
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_template_argument",
        dedent("""\
            class C<dag d> { int n = !size(d); }
            def op;
            def c : C<(op 1, 2)>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<dag C:d = ?> {
              int n = !size(C:d);
            }
            ------------- Defs -----------------
            def c {\t// C
              int n = 2;
            }
            def op {
            }
            """),
    ),
    Case(
        "list_of_dags",
        dedent("""\
            def op;
            def a { list<dag> l = [(op 1), (op)]; dag first = l[0]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<dag> l = [(op 1), (op)];
              dag first = (op 1);
            }
            def op {
            }
            """),
    ),
    Case(
        "nested_dag_and_list_arguments",
        dedent("""\
            def op;
            def a { dag d = (op (op 1):$x, [1, 2]:$y); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (op (op 1):$x, [1, 2]:$y);
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_json",
        dedent("""\
            def op;
            def a { dag d = (op (op 1):$x, [1, 2]:$y, ?:$z, "s"); dag e = (? 1); }
            """),
        stdout=dedent("""\
            {"!instanceof":{},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"a","!superclasses":[],"d":{"args":[[{"args":[[1,null]],"kind":"dag","operator":{"def":"op","kind":"def","printable":"op"},"printable":"(op 1)"},"x"],[[1,2],"y"],[null,"z"],["s",null]],"kind":"dag","operator":{"def":"op","kind":"def","printable":"op"},"printable":"(op (op 1):$x, [1, 2]:$y, ?:$z, \\"s\\")"},"e":{"args":[[1,null]],"kind":"dag","operator":null,"printable":"(? 1)"}},"op":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"op","!superclasses":[]}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_dags(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """dag values build, fold and print as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
