"""TableGen syntax and semantic errors: exact diagnostic text and exit status of llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "missing_semicolon",
        dedent("""\
            def a { int x = 1 }
            """),
        stderr=dedent("""\
            input.td:1:19: error: expected ';' after declaration
            def a { int x = 1 }
                              ^
            """),
        status=1,
    ),
    Case(
        "missing_closing_brace",
        dedent("""\
            def a { int x = 1;
            """),
        stderr=dedent("""\
            input.td:2:1: error: Unknown token when expecting a type

            ^
            """),
        status=1,
    ),
    Case(
        "unexpected_top_level_token",
        dedent("""\
            int x = 1;
            """),
        stderr=dedent("""\
            input.td:1:1: error: Unexpected token at top level
            int x = 1;
            ^
            """),
        status=1,
    ),
    Case(
        "stray_closing_brace",
        dedent("""\
            def a;
            }
            """),
        stderr=dedent("""\
            input.td:2:1: error: Unexpected token at top level
            }
            ^
            """),
        status=1,
    ),
    Case(
        "unknown_class_in_def",
        dedent("""\
            def a : Missing;
            """),
        stderr=dedent("""\
            input.td:1:9: error: Couldn't find class 'Missing'
            def a : Missing;
                    ^
            """),
        status=1,
    ),
    Case(
        "unknown_variable",
        dedent("""\
            def a { int x = y; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Variable not defined: 'y'
            def a { int x = y; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "let_without_in",
        dedent("""\
            let x = 1 def a;
            """),
        stderr=dedent("""\
            input.td:1:11: error: expected 'in' at end of top-level 'let'
            let x = 1 def a;
                      ^
            """),
        status=1,
    ),
    Case(
        "class_template_without_close",
        dedent("""\
            class A<int x { }
            """),
        stderr=dedent("""\
            input.td:1:15: error: expected '>' at end of template argument list
            class A<int x { }
                          ^
            """),
        status=1,
    ),
    Case(
        "template_arg_missing_type",
        dedent("""\
            class A<x> { }
            """),
        stderr=dedent("""\
            input.td:1:9: error: Couldn't find class 'x'
            class A<x> { }
                    ^
            input.td:1:10: error: unknown class name
            class A<x> { }
                     ^
            """),
        status=1,
    ),
    Case(
        "duplicate_template_arg",
        dedent("""\
            class A<int x, int x> { }
            """),
        stderr=dedent("""\
            input.td:1:16: error: template argument with the same name has already been defined
            class A<int x, int x> { }
                           ^
            """),
        status=1,
    ),
    Case(
        "bad_list_syntax",
        dedent("""\
            def a { list<int> l = [1, 2; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: expected ']' at end of list value
            def a { list<int> l = [1, 2; }
                                       ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "bad_dag_operator",
        dedent("""\
            def a { dag d = (1 2); }
            """),
        stderr=dedent("""\
            input.td:1:18: error: expected identifier or list of value types in dag init
            def a { dag d = (1 2); }
                             ^
            input.td:1:18: error: expected ';' after declaration
            def a { dag d = (1 2); }
                             ^
            """),
        status=1,
    ),
    Case(
        "bad_bits_init",
        dedent("""\
            def a { bits<2> b = { "s", 1 }; }
            """),
        stderr=dedent("""\
            input.td:1:21: error: Element #0 ("s") is not convertable to a bit
            def a { bits<2> b = { "s", 1 }; }
                                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "unterminated_bits",
        dedent("""\
            def a { bits<2> b = { 1, 0 ; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: expected '}' at end of bit list value
            def a { bits<2> b = { 1, 0 ; }
                                       ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "two_errors_in_defs",
        dedent("""\
            def a { int x = !div(1, 0); }
            def b { int y = !div(2, 0); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Illegal operation: division by zero
            def a { int x = !div(1, 0); }
                ^
            """),
        status=1,
    ),
    Case(
        "unresolved_initializer",
        dedent("""\
            class C<int p> { int v = p; }
            def a { int x = !add(y, 1); int y; }
            """),
        stderr=dedent("""\
            input.td:2:22: error: Variable not defined: 'y'
            def a { int x = !add(y, 1); int y; }
                                 ^
            input.td:2:23: error: expected ';' after declaration
            def a { int x = !add(y, 1); int y; }
                                  ^
            """),
        status=1,
    ),
    Case(
        "error_in_included_file",
        dedent("""\
            include "inc.td"
            def after;
            """),
        stderr=dedent("""\
            Included from input.td:1:
            inc.td:2:19: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            def bad { int x = "s"; }
                              ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
        files=(
            (
                "inc.td",
                dedent("""\
                def ok;
                def bad { int x = "s"; }
                """),
            ),
        ),
    ),
    Case(
        "include_missing_file",
        dedent("""\
            include "nope.td"
            """),
        stderr=dedent("""\
            input.td:1:9: error: could not find include file 'nope.td'
            include "nope.td"
                    ^
            input.td:1:9: error: Unexpected token at top level
            include "nope.td"
                    ^
            """),
        status=1,
    ),
    Case(
        "include_not_string",
        dedent("""\
            include nope
            """),
        stderr=dedent("""\
            input.td:1:9: error: expected filename after include
            include nope
                    ^
            input.td:1:9: error: Unexpected token at top level
            include nope
                    ^
            """),
        status=1,
    ),
    Case(
        "multiclass_error_notes",
        dedent("""\
            multiclass M<int v> { def _a { int x = !div(1, v); } }
            defm Z : M<0>;
            """),
        stderr=dedent("""\
            input.td:1:27: error: Illegal operation: division by zero
            multiclass M<int v> { def _a { int x = !div(1, v); } }
                                      ^
            input.td:2:10: note: instantiated from multiclass
            defm Z : M<0>;
                     ^
            """),
        status=1,
    ),
    Case(
        "nested_multiclass_error_notes",
        dedent("""\
            multiclass Inner<int v> { def _i { int x = !div(1, v); } }
            multiclass Outer<int v> { defm _o : Inner<v>; }
            defm Z : Outer<0>;
            """),
        stderr=dedent("""\
            input.td:1:31: error: Illegal operation: division by zero
            multiclass Inner<int v> { def _i { int x = !div(1, v); } }
                                          ^
            input.td:2:37: note: instantiated from multiclass
            multiclass Outer<int v> { defm _o : Inner<v>; }
                                                ^
            input.td:3:10: note: instantiated from multiclass
            defm Z : Outer<0>;
                     ^
            """),
        status=1,
    ),
    Case(
        "defset_error_notes",
        dedent("""\
            class R; class S;
            multiclass M { def _a : S; }
            defset list<R> All = { defm X : M; }
            """),
        stderr=dedent("""\
            input.td:2:20: error: adding record of incompatible type 'S' to defset
            multiclass M { def _a : S; }
                               ^
            input.td:3:33: note: instantiated from multiclass
            defset list<R> All = { defm X : M; }
                                            ^
            input.td:3:8: note: location of defset declaration
            defset list<R> All = { defm X : M; }
                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "unresolved_in_multiclass_notes",
        dedent("""\
            multiclass M<string n> { def _a { int x = !cast<int>(!cast<string>(n)); } }
            defm X : M<"q">;
            """),
        stderr=dedent("""\
            input.td:1:30: error: Initializer of 'x' in 'X_a' could not be fully resolved: !cast<int>("q")
            multiclass M<string n> { def _a { int x = !cast<int>(!cast<string>(n)); } }
                                         ^
            input.td:2:10: note: instantiated from multiclass
            defm X : M<"q">;
                     ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "cond_without_true_in_multiclass",
        dedent("""\
            multiclass M { def _a { int x = !cond(0: 1); } }
            defm X : M;
            """),
        stderr=dedent("""\
            input.td:1:20: error: !strconcat(M::NAME, "_a") does not have any true condition in:!cond(0: 1)
            multiclass M { def _a { int x = !cond(0: 1); } }
                               ^
            """),
        status=1,
    ),
    Case(
        "too_many_args_for_plain_class",
        dedent("""\
            class A; def a : A<1>;
            """),
        stderr=dedent("""\
            input.td:1:20: error: Too many template arguments: 1
            class A; def a : A<1>;
                               ^
            """),
        status=1,
    ),
    Case(
        "named_argument_unset_value",
        dedent("""\
            class A<int x = 1> { int v = x; }
            def a : A<x = ?>;
            """),
        stderr=dedent("""\
            input.td:2:15: error: The value of named argument should be initialized, but we got '?'
            def a : A<x = ?>;
                          ^
            """),
        status=1,
    ),
    Case(
        "template_args_missing_comma",
        dedent("""\
            class A<int x, int y> { int v = !add(x, y); }
            def a : A<1 2>;
            """),
        stderr=dedent("""\
            input.td:2:13: error: Expected comma before next argument
            def a : A<1 2>;
                        ^
            """),
        status=1,
    ),
    Case(
        "let_bit_out_of_range",
        dedent("""\
            def a { bits<4> b = 0; let b{9} = 1; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: Cannot set bit #9 of value 'b' more than once
            def a { bits<4> b = 0; let b{9} = 1; }
                                       ^
            """),
        status=1,
    ),
    Case(
        "let_same_bit_twice",
        dedent("""\
            def a { bits<4> b = 0; let b{1, 1} = 0b11; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: Cannot set bit #1 of value 'b' more than once
            def a { bits<4> b = 0; let b{1, 1} = 0b11; }
                                       ^
            """),
        status=1,
    ),
    Case(
        "self_assignment",
        dedent("""\
            class A { int x = 1; }
            def a : A { let x = x; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Recursion / self-assignment forbidden
            def a : A { let x = x; }
                            ^
            """),
        status=1,
    ),
    Case(
        "class_name_as_value",
        dedent("""\
            class A; def a { A x = A; }
            """),
        stderr=dedent("""\
            input.td:1:24: error: Variable not defined: 'A'
            class A; def a { A x = A; }
                                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "unknown_parent_multiclass",
        dedent("""\
            multiclass M : Nope { def _a; }
            """),
        stderr=dedent("""\
            input.td:1:16: error: Couldn't find multiclass 'Nope'
            multiclass M : Nope { def _a; }
                           ^
            """),
        status=1,
    ),
    Case(
        "body_ends_with_semicolon",
        dedent("""\
            def a { int x = 1; };
            def b;
            """),
        stderr=dedent("""\
            input.td:1:21: error: A class or def body should not end with a semicolon
            def a { int x = 1; };
                                ^
            note: Semicolon ignored; remove to eliminate this error
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foreach_block_unclosed",
        dedent("""\
            foreach i = [1] in {
              def r # i;
            """),
        stderr=dedent("""\
            input.td:3:1: error: expected '}' at end of foreach command

            ^
            input.td:1:20: error: to match this '{'
            foreach i = [1] in {
                               ^
            """),
        status=1,
    ),
    Case(
        "let_block_unclosed",
        dedent("""\
            class A { int x = 0; }
            let x = 1 in {
              def a : A;
            """),
        stderr=dedent("""\
            input.td:4:1: error: expected '}' at end of top level let command

            ^
            input.td:2:14: error: to match this '{'
            let x = 1 in {
                         ^
            """),
        status=1,
    ),
    Case(
        "defset_unclosed",
        dedent("""\
            class R;
            defset list<R> S = {
              def a : R;
            """),
        stderr=dedent("""\
            input.td:4:1: error: expected '}' at end of defset

            ^
            input.td:2:20: error: to match this '{'
            defset list<R> S = {
                               ^
            """),
        status=1,
    ),
    Case(
        "if_block_unclosed",
        dedent("""\
            if 1 then {
              def a;
            """),
        stderr=dedent("""\
            input.td:3:1: error: expected '}' at end of 'then' clause

            ^
            input.td:1:11: error: to match this '{'
            if 1 then {
                      ^
            """),
        status=1,
    ),
    Case(
        "multiclass_body_unknown_item",
        dedent("""\
            multiclass M { int x = 1; }
            """),
        stderr=dedent("""\
            input.td:1:16: error: expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body
            multiclass M { int x = 1; }
                           ^
            """),
        status=1,
    ),
    Case(
        "def_name_unresolved_in_class_context",
        dedent("""\
            class C<string n> { string s = n; }
            def a : C<b>;
            """),
        stderr=dedent("""\
            input.td:2:11: error: Variable not defined: 'b'
            def a : C<b>;
                      ^
            """),
        status=1,
    ),
    Case(
        "warning_and_error_together",
        dedent("""\
            class A<int unused> { int v = 1; }
            def a : A<1> { int w = "s"; }
            """),
        stderr=dedent("""\
            input.td:1:13: warning: unused template argument: A:unused
            class A<int unused> { int v = 1; }
                        ^
            input.td:2:24: error: Field 'w' of type 'int' is incompatible with value '"s"' of type 'string'
            def a : A<1> { int w = "s"; }
                                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "many_errors_counted",
        dedent("""\
            def a { int x = "s"; }
            def b { int y = "t"; }
            def c { bits<2> z = 7; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            def a { int x = "s"; }
                            ^
            input.td:2:17: error: Field 'y' of type 'int' is incompatible with value '"t"' of type 'string'
            def b { int y = "t"; }
                            ^
            input.td:3:5: error: Initializer of 'z' in 'c' could not be fully resolved: { !cast<bits<2>>(7){1}, !cast<bits<2>>(7){0} }
            def c { bits<2> z = 7; }
                ^
            llvm-tblgen: 3 errors.
            """),
        status=1,
    ),
    Case(
        "redefine_field_different_type_in_class",
        dedent("""\
            class A { int x = 1; }
            class B : A { string x = "s"; }
            """),
        stderr=dedent("""\
            input.td:2:26: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            class B : A { string x = "s"; }
                                     ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "let_in_without_object",
        dedent("""\
            class A { int x = 0; }
            let x = 1 in }
            """),
        stderr=dedent("""\
            input.td:2:14: error: Expected assert, class, def, defm, defset, dump, foreach, if, or let
            let x = 1 in }
                         ^
            """),
        status=1,
    ),
    Case(
        "let_in_at_end_of_file",
        dedent("""\
            class A { int x = 0; }
            let x = 1 in
            """),
        stderr=dedent("""\
            input.td:3:1: error: Expected assert, class, def, defm, defset, dump, foreach, if, or let

            ^
            """),
        status=1,
    ),
    Case(
        "foreach_body_not_object",
        dedent("""\
            foreach i = [1] in 5
            """),
        stderr=dedent("""\
            input.td:1:20: error: Expected assert, class, def, defm, defset, dump, foreach, if, or let
            foreach i = [1] in 5
                               ^
            """),
        status=1,
    ),
    Case(
        "multiclass_body_bad_token",
        dedent("""\
            multiclass M { 5 }
            """),
        stderr=dedent("""\
            input.td:1:16: error: expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body
            multiclass M { 5 }
                           ^
            """),
        status=1,
    ),
    Case(
        "top_level_let_block_bad_item",
        dedent("""\
            let x = 1 in {
             5 }
            """),
        stderr=dedent("""\
            input.td:2:2: error: expected '}' at end of top level let command
             5 }
             ^
            input.td:1:14: error: to match this '{'
            let x = 1 in {
                         ^
            """),
        status=1,
    ),
    Case(
        "error_at_end_of_file",
        "def a {",
        stderr=dedent("""\
            input.td:1:8: error: Unknown token when expecting a type
            def a {
                   ^
            """),
        status=1,
    ),
    Case(
        "tab_in_source_line",
        dedent("""\
            def a {\tint x = "s"; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            def a { int x = "s"; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "bang_as_field_name",
        dedent("""\
            def a { int !add = 1; }
            """),
        stderr=dedent("""\
            input.td:1:13: error: Expected identifier in declaration
            def a { int !add = 1; }
                        ^
            """),
        status=1,
    ),
    Case(
        "reserved_word_as_name",
        dedent("""\
            def a { int class = 1; }
            """),
        stderr=dedent("""\
            input.td:1:13: error: Expected identifier in declaration
            def a { int class = 1; }
                        ^
            """),
        status=1,
    ),
    Case(
        "let_bits_mismatched_width",
        dedent("""\
            def a { bits<4> b = 0; let b{1-0} = 0b111; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: Initializer is not compatible with bit range
            def a { bits<4> b = 0; let b{1-0} = 0b111; }
                                       ^
            """),
        status=1,
    ),
    Case(
        "defm_in_def_body",
        dedent("""\
            def a { defm x : M; }
            """),
        stderr=dedent("""\
            input.td:1:9: error: Unknown token when expecting a type
            def a { defm x : M; }
                    ^
            """),
        status=1,
    ),
    Case(
        "dump_non_string",
        dedent("""\
            dump 5;
            """),
        stderr=dedent("""\
            input.td:1:1: error: dump value is not of type string
            dump 5;
            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "assert_message_not_string",
        dedent("""\
            assert 1, 5;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            """),
    ),
    Case(
        "foreach_missing_in",
        dedent("""\
            foreach i = [1] def r # i;
            """),
        stderr=dedent("""\
            input.td:1:17: error: Unknown tok
            foreach i = [1] def r # i;
                            ^
            """),
        status=1,
    ),
    Case(
        "if_missing_then",
        dedent("""\
            if 1 def a;
            """),
        stderr=dedent("""\
            input.td:1:6: error: Unknown tok
            if 1 def a;
                 ^
            """),
        status=1,
    ),
    Case(
        "deftype_missing_eq",
        dedent("""\
            deftype T int;
            """),
        stderr=dedent("""\
            input.td:1:11: error: expected '='
            deftype T int;
                      ^
            """),
        status=1,
    ),
    Case(
        "defvar_missing_value",
        dedent("""\
            defvar x;
            """),
        stderr=dedent("""\
            input.td:1:9: error: expected '='
            defvar x;
                    ^
            """),
        status=1,
    ),
    Case(
        "def_name_not_string",
        dedent("""\
            def !add(1, 2);
            """),
        stderr=dedent("""\
            input.td:1:5: error: expected value of type 'string', got 'int'
            def !add(1, 2);
                ^
            """),
        status=1,
    ),
    Case(
        "anonymous_class_reference_unknown",
        dedent("""\
            def a { int x = Nope<1>.v; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Expected a class name, got 'Nope'
            def a { int x = Nope<1>.v; }
                            ^
            input.td:1:21: error: expected ';' after declaration
            def a { int x = Nope<1>.v; }
                                ^
            """),
        status=1,
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_errors(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Bad input gets llvm-tblgen's exact diagnostics and exit status 1."""
    check_case(case, tmp_path, monkeypatch, capsys)
