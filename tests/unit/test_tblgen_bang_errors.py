"""Bang operators given the wrong operands: llvm-tblgen's exact diagnostics."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "add_single_operand",
        dedent("""\
            def a { int x = !add(1); }
            """),
        stderr=dedent("""\
            input.td:1:17: error: expected two operands to operator
            def a { int x = !add(1); }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "sub_string_operand",
        dedent("""\
            def a { int x = !sub("a", 1); }
            """),
        stderr=dedent("""\
            input.td:1:22: error: expected value of type 'int', got 'string'
            def a { int x = !sub("a", 1); }
                                 ^
            input.td:1:25: error: expected ';' after declaration
            def a { int x = !sub("a", 1); }
                                    ^
            """),
        status=1,
    ),
    Case(
        "shl_list_operand",
        dedent("""\
            def a { int x = !shl([1], 1); }
            """),
        stderr=dedent("""\
            input.td:1:23: error: Encountered a list when expecting a int
            def a { int x = !shl([1], 1); }
                                  ^
            input.td:1:23: error: expected ';' after declaration
            def a { int x = !shl([1], 1); }
                                  ^
            """),
        status=1,
    ),
    Case(
        "not_string",
        dedent("""\
            def a { bit x = !not("s"); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: !cast<bit>(!not("s"))
            def a { bit x = !not("s"); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "eq_list_operands",
        dedent("""\
            def a { bit x = !eq([1], [1]); }
            """),
        stderr=dedent("""\
            input.td:1:21: error: expected bit, bits, int, string, or record; got value of type 'list<int>'
            def a { bit x = !eq([1], [1]); }
                                ^
            input.td:1:24: error: expected ';' after declaration
            def a { bit x = !eq([1], [1]); }
                                   ^
            """),
        status=1,
    ),
    Case(
        "lt_dag_operands",
        dedent("""\
            def op; def a { bit x = !lt((op), (op)); }
            """),
        stderr=dedent("""\
            input.td:1:29: error: expected bit, bits, int, or string; got value of type 'dag'
            def op; def a { bit x = !lt((op), (op)); }
                                        ^
            input.td:1:33: error: expected ';' after declaration
            def op; def a { bit x = !lt((op), (op)); }
                                            ^
            """),
        status=1,
    ),
    Case(
        "if_string_condition",
        dedent("""\
            def a { int x = !if("s", 1, 2); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: !if("s", 1, 2)
            def a { int x = !if("s", 1, 2); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "if_branch_types_differ",
        dedent("""\
            def a { int x = !if(1, 1, "s"); }
            """),
        stderr=dedent("""\
            input.td:1:31: error: inconsistent types 'int' and 'string' for !if
            def a { int x = !if(1, 1, "s"); }
                                          ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "cond_missing_colon",
        dedent("""\
            def a { int x = !cond(1 2); }
            """),
        stderr=dedent("""\
            input.td:1:25: error: expected ':'  following a condition in !cond operator
            def a { int x = !cond(1 2); }
                                    ^
            input.td:1:25: error: expected ';' after declaration
            def a { int x = !cond(1 2); }
                                    ^
            """),
        status=1,
    ),
    Case(
        "cond_value_types_differ",
        dedent("""\
            def a { int x = !cond(1: 1, 0: "s"); }
            """),
        stderr=dedent("""\
            input.td:1:36: error: inconsistent types 'int' and 'string' for !cond
            def a { int x = !cond(1: 1, 0: "s"); }
                                               ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "cast_missing_type",
        dedent("""\
            def a { int x = !cast(1); }
            """),
        stderr=dedent("""\
            input.td:1:22: error: expected type name for operator
            def a { int x = !cast(1); }
                                 ^
            input.td:1:22: error: did not get type for unary operator
            def a { int x = !cast(1); }
                                 ^
            input.td:1:22: error: expected ';' after declaration
            def a { int x = !cast(1); }
                                 ^
            """),
        status=1,
    ),
    Case(
        "cast_to_unknown_class",
        dedent("""\
            def a { int x = !cast<Nope>("a"); }
            """),
        stderr=dedent("""\
            input.td:1:23: error: Couldn't find class 'Nope'
            def a { int x = !cast<Nope>("a"); }
                                  ^
            input.td:1:27: error: unknown class name
            def a { int x = !cast<Nope>("a"); }
                                      ^
            input.td:1:27: error: expected type name for operator
            def a { int x = !cast<Nope>("a"); }
                                      ^
            input.td:1:27: error: did not get type for unary operator
            def a { int x = !cast<Nope>("a"); }
                                      ^
            input.td:1:27: error: expected ';' after declaration
            def a { int x = !cast<Nope>("a"); }
                                      ^
            """),
        status=1,
    ),
    Case(
        "cast_int_to_record",
        dedent("""\
            class R; def a { R x = !cast<R>(1); }
            """),
        stderr=dedent("""\
            input.td:1:14: error: Initializer of 'x' in 'a' could not be fully resolved: !cast<R>(1)
            class R; def a { R x = !cast<R>(1); }
                         ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "isa_missing_type",
        dedent("""\
            def a { bit x = !isa(1); }
            """),
        stderr=dedent("""\
            input.td:1:21: error: expected type name for operator
            def a { bit x = !isa(1); }
                                ^
            input.td:1:21: error: expected ';' after declaration
            def a { bit x = !isa(1); }
                                ^
            """),
        status=1,
    ),
    Case(
        "exists_non_string",
        dedent("""\
            class R; def a { bit x = !exists<R>(1); }
            """),
        stderr=dedent("""\
            input.td:1:37: error: expected string type argument in !exists operator
            class R; def a { bit x = !exists<R>(1); }
                                                ^
            input.td:1:38: error: expected ';' after declaration
            class R; def a { bit x = !exists<R>(1); }
                                                 ^
            """),
        status=1,
    ),
    Case(
        "size_of_int",
        dedent("""\
            def a { int x = !size(5); }
            """),
        stderr=dedent("""\
            input.td:1:24: error: expected string, list, or dag type argument in unary operator
            def a { int x = !size(5); }
                                   ^
            input.td:1:24: error: expected ';' after declaration
            def a { int x = !size(5); }
                                   ^
            """),
        status=1,
    ),
    Case(
        "empty_of_int",
        dedent("""\
            def a { bit x = !empty(5); }
            """),
        stderr=dedent("""\
            input.td:1:25: error: expected string, list, or dag type argument in unary operator
            def a { bit x = !empty(5); }
                                    ^
            input.td:1:25: error: expected ';' after declaration
            def a { bit x = !empty(5); }
                                    ^
            """),
        status=1,
    ),
    Case(
        "head_of_string",
        dedent("""\
            def a { int x = !head("s"); }
            """),
        stderr=dedent("""\
            input.td:1:26: error: expected list type argument in unary operator
            def a { int x = !head("s"); }
                                     ^
            input.td:1:26: error: expected ';' after declaration
            def a { int x = !head("s"); }
                                     ^
            """),
        status=1,
    ),
    Case(
        "tail_of_empty_list",
        dedent("""\
            def a { list<int> x = !tail([]<int>); }
            """),
        stderr=dedent("""\
            input.td:1:36: error: empty list argument in unary operator
            def a { list<int> x = !tail([]<int>); }
                                               ^
            input.td:1:36: error: expected ';' after declaration
            def a { list<int> x = !tail([]<int>); }
                                               ^
            """),
        status=1,
    ),
    Case(
        "listsplat_string_count",
        dedent("""\
            def a { list<int> x = !listsplat(1, "n"); }
            """),
        stderr=dedent("""\
            input.td:1:37: error: expected second parameter to be an int, got value of type 'string'
            def a { list<int> x = !listsplat(1, "n"); }
                                                ^
            input.td:1:40: error: expected ';' after declaration
            def a { list<int> x = !listsplat(1, "n"); }
                                                   ^
            """),
        status=1,
    ),
    Case(
        "listsplat_negative_count",
        dedent("""\
            def a { list<int> x = !listsplat(1, -1); }
            """),
        stderr=dedent("""\
            error: !listsplat count -1 is negative
            """),
        status=1,
    ),
    Case(
        "listremove_type_mismatch",
        dedent("""\
            def a { list<int> x = !listremove([1], ["s"]); }
            """),
        stderr=dedent("""\
            input.td:1:45: error: Element type mismatch for list: element type 'string' not convertible to 'int
            def a { list<int> x = !listremove([1], ["s"]); }
                                                        ^
            input.td:1:45: error: expected ';' after declaration
            def a { list<int> x = !listremove([1], ["s"]); }
                                                        ^
            """),
        status=1,
    ),
    Case(
        "listflatten_non_list",
        dedent("""\
            def a { list<int> x = !listflatten(1); }
            """),
        stderr=dedent("""\
            input.td:1:37: error: expected list type argument in unary operator
            def a { list<int> x = !listflatten(1); }
                                                ^
            input.td:1:37: error: expected ';' after declaration
            def a { list<int> x = !listflatten(1); }
                                                ^
            """),
        status=1,
    ),
    Case(
        "strconcat_int",
        dedent("""\
            def a { string x = !strconcat("a", 1); }
            """),
        stderr=dedent("""\
            input.td:1:36: error: expected value of type 'string', got 'int'
            def a { string x = !strconcat("a", 1); }
                                               ^
            input.td:1:37: error: expected ';' after declaration
            def a { string x = !strconcat("a", 1); }
                                                ^
            """),
        status=1,
    ),
    Case(
        "interleave_non_list",
        dedent("""\
            def a { string x = !interleave("a", ","); }
            """),
        stderr=dedent("""\
            input.td:1:32: error: expected list of string, int, bits, or bit; got value of type 'string'
            def a { string x = !interleave("a", ","); }
                                           ^
            input.td:1:35: error: expected ';' after declaration
            def a { string x = !interleave("a", ","); }
                                              ^
            """),
        status=1,
    ),
    Case(
        "interleave_non_string_delim",
        dedent("""\
            def a { string x = !interleave(["a"], 1); }
            """),
        stderr=dedent("""\
            input.td:1:39: error: expected second argument to be a string, got value of type 'int'
            def a { string x = !interleave(["a"], 1); }
                                                  ^
            input.td:1:40: error: expected ';' after declaration
            def a { string x = !interleave(["a"], 1); }
                                                   ^
            """),
        status=1,
    ),
    Case(
        "subst_type_mismatch",
        dedent("""\
            def a { string x = !subst("a", 1, "abc"); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: !subst("a", 1, "abc")
            def a { string x = !subst("a", 1, "abc"); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "substr_non_string",
        dedent("""\
            def a { string x = !substr(1, 0); }
            """),
        stderr=dedent("""\
            input.td:1:33: error: expected string, got type 'int'
            def a { string x = !substr(1, 0); }
                                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "find_non_string",
        dedent("""\
            def a { int x = !find(1, "a"); }
            """),
        stderr=dedent("""\
            input.td:1:30: error: expected string, got type 'int'
            def a { int x = !find(1, "a"); }
                                         ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "tolower_int",
        dedent("""\
            def a { string x = !tolower(1); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: !tolower(1)
            def a { string x = !tolower(1); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foldl_non_list",
        dedent("""\
            def a { int x = !foldl(0, 5, a, b, !add(a, b)); }
            """),
        stderr=dedent("""\
            input.td:1:28: error: !foldl list must be a list, but is of type 'int
            def a { int x = !foldl(0, 5, a, b, !add(a, b)); }
                                       ^
            input.td:1:28: error: expected ';' after declaration
            def a { int x = !foldl(0, 5, a, b, !add(a, b)); }
                                       ^
            """),
        status=1,
    ),
    Case(
        "foldl_same_var_names",
        dedent("""\
            def a { int x = !foldl(0, [1], a, a, a); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int x = 1;
            }
            """),
    ),
    Case(
        "foldl_result_type_mismatch",
        dedent("""\
            def a { int x = !foldl(0, [1], acc, e, "s"); }
            """),
        stderr=dedent("""\
            input.td:1:43: error: !foldl expression must be of same type as start (int), but is of type string
            def a { int x = !foldl(0, [1], acc, e, "s"); }
                                                      ^
            input.td:1:43: error: expected ';' after declaration
            def a { int x = !foldl(0, [1], acc, e, "s"); }
                                                      ^
            """),
        status=1,
    ),
    Case(
        "foreach_non_list_non_dag",
        dedent("""\
            def a { list<int> x = !foreach(v, 5, v); }
            """),
        stderr=dedent("""\
            input.td:1:38: error: !foreach must have a list or dag argument
            def a { list<int> x = !foreach(v, 5, v); }
                                                 ^
            input.td:1:38: error: expected ';' after declaration
            def a { list<int> x = !foreach(v, 5, v); }
                                                 ^
            """),
        status=1,
    ),
    Case(
        "filter_non_list",
        dedent("""\
            def a { list<int> x = !filter(v, 5, 1); }
            """),
        stderr=dedent("""\
            input.td:1:37: error: !filter must have a list argument
            def a { list<int> x = !filter(v, 5, 1); }
                                                ^
            input.td:1:37: error: expected ';' after declaration
            def a { list<int> x = !filter(v, 5, 1); }
                                                ^
            """),
        status=1,
    ),
    Case(
        "con_non_dag",
        dedent("""\
            def a { dag x = !con(1, 2); }
            """),
        stderr=dedent("""\
            input.td:1:22: error: expected value of type 'dag', got 'int'
            def a { dag x = !con(1, 2); }
                                 ^
            input.td:1:23: error: expected ';' after declaration
            def a { dag x = !con(1, 2); }
                                  ^
            """),
        status=1,
    ),
    Case(
        "dag_operator_not_record",
        dedent("""\
            def a { dag x = !dag(1, [], []<string>); }
            """),
        stderr=dedent("""\
            input.td:1:27: error: No type for list
            def a { dag x = !dag(1, [], []<string>); }
                                      ^
            input.td:1:27: error: expected ';' after declaration
            def a { dag x = !dag(1, [], []<string>); }
                                      ^
            """),
        status=1,
    ),
    Case(
        "dag_names_not_strings",
        dedent("""\
            def op; def a { dag x = !dag(op, [1], [2]); }
            """),
        stderr=dedent("""\
            input.td:1:39: error: expected list<string>, got type 'list<int>'
            def op; def a { dag x = !dag(op, [1], [2]); }
                                                  ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "getdagop_of_int",
        dedent("""\
            def a { int x = !getdagop(1); }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Field 'x' of type 'int' is incompatible with value '!getdagop(1)' of type '{}'
            def a { int x = !getdagop(1); }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "setdagop_non_record",
        dedent("""\
            def op; def a { dag x = !setdagop((op), 1); }
            """),
        stderr=dedent("""\
            input.td:1:41: error: expected value of type '{}', got 'int'
            def op; def a { dag x = !setdagop((op), 1); }
                                                    ^
            input.td:1:42: error: expected ';' after declaration
            def op; def a { dag x = !setdagop((op), 1); }
                                                     ^
            """),
        status=1,
    ),
    Case(
        "setdagarg_unknown_name",
        dedent("""\
            def op; def a { dag x = !setdagarg((op 1:$a), "b", 2); }
            """),
        stderr=dedent("""\
            input.td:1:13: error: !setdagarg key 'b' is not found
            def op; def a { dag x = !setdagarg((op 1:$a), "b", 2); }
                        ^
            """),
        status=1,
    ),
    Case(
        "match_non_string",
        dedent("""\
            def a { bit x = !match(1, "a"); }
            """),
        stderr=dedent("""\
            input.td:1:24: error: expected value of type 'string', got 'int'
            def a { bit x = !match(1, "a"); }
                                   ^
            input.td:1:25: error: expected ';' after declaration
            def a { bit x = !match(1, "a"); }
                                    ^
            """),
        status=1,
    ),
    Case(
        "range_too_many_args",
        dedent("""\
            def a { list<int> x = !range(1, 2, 3, 4); }
            """),
        stderr=dedent("""\
            input.td:1:39: error: expected at most three values of integer
            def a { list<int> x = !range(1, 2, 3, 4); }
                                                  ^
            input.td:1:39: error: expected ';' after declaration
            def a { list<int> x = !range(1, 2, 3, 4); }
                                                  ^
            """),
        status=1,
    ),
    Case(
        "range_non_int",
        dedent("""\
            def a { list<int> x = !range("a", 2); }
            """),
        stderr=dedent("""\
            input.td:1:30: error: expected list or int, got value of type 'string'
            def a { list<int> x = !range("a", 2); }
                                         ^
            input.td:1:33: error: expected ';' after declaration
            def a { list<int> x = !range("a", 2); }
                                            ^
            """),
        status=1,
    ),
    Case(
        "instances_with_int_arg",
        dedent("""\
            class R; def a { list<R> x = !instances<R>(1); }
            """),
        stderr=dedent("""\
            input.td:1:44: error: expected string type argument in !instances operator
            class R; def a { list<R> x = !instances<R>(1); }
                                                       ^
            input.td:1:45: error: expected ';' after declaration
            class R; def a { list<R> x = !instances<R>(1); }
                                                        ^
            """),
        status=1,
    ),
    Case(
        "instances_unparsable_argument",
        dedent("""\
            class R; def a { list<R> x = !instances<R>(@); }
            """),
        stderr=dedent("""\
            input.td:1:44: error: unexpected character
            class R; def a { list<R> x = !instances<R>(@); }
                                                       ^
            input.td:1:44: error: Unknown or reserved token when parsing a value
            class R; def a { list<R> x = !instances<R>(@); }
                                                       ^
            input.td:1:44: error: expected string type argument in !instances operator
            class R; def a { list<R> x = !instances<R>(@); }
                                                       ^
            input.td:1:44: error: expected ';' after declaration
            class R; def a { list<R> x = !instances<R>(@); }
                                                       ^
            """),
        status=1,
    ),
    Case(
        "instances_at_end_of_file",
        "class R; def a { list<R> x = !instances<R>(",
        stderr=dedent("""\
            input.td:1:44: error: Unknown or reserved token when parsing a value
            class R; def a { list<R> x = !instances<R>(
                                                       ^
            input.td:1:44: error: expected string type argument in !instances operator
            class R; def a { list<R> x = !instances<R>(
                                                       ^
            input.td:1:44: error: expected ';' after declaration
            class R; def a { list<R> x = !instances<R>(
                                                       ^
            """),
        status=1,
    ),
    Case(
        "logtwo_string",
        dedent("""\
            def a { int x = !logtwo("s"); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: !logtwo("s")
            def a { int x = !logtwo("s"); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "initialized_wrong_arity",
        dedent("""\
            def a { bit x = !initialized(1, 2); }
            """),
        stderr=dedent("""\
            input.td:1:31: error: expected ')' in unary operator
            def a { bit x = !initialized(1, 2); }
                                          ^
            input.td:1:31: error: expected ';' after declaration
            def a { bit x = !initialized(1, 2); }
                                          ^
            """),
        status=1,
    ),
    Case(
        "repr_wrong_arity",
        dedent("""\
            def a { string x = !repr(); }
            """),
        stderr=dedent("""\
            input.td:1:26: error: Unknown or reserved token when parsing a value
            def a { string x = !repr(); }
                                     ^
            input.td:1:26: error: expected ';' after declaration
            def a { string x = !repr(); }
                                     ^
            """),
        status=1,
    ),
    Case(
        "getdagarg_missing_type_ok",
        dedent("""\
            def op; def a { int x = !getdagarg((op 1), 0); }
            """),
        stderr=dedent("""\
            input.td:1:35: error: expected type name for operator
            def op; def a { int x = !getdagarg((op 1), 0); }
                                              ^
            input.td:1:35: error: did not get type for !getdagarg operator
            def op; def a { int x = !getdagarg((op 1), 0); }
                                              ^
            input.td:1:35: error: expected ';' after declaration
            def op; def a { int x = !getdagarg((op 1), 0); }
                                              ^
            """),
        status=1,
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_bang_errors(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Each misuse of a bang operator is diagnosed as llvm-tblgen diagnoses it."""
    check_case(case, tmp_path, monkeypatch, capsys)
