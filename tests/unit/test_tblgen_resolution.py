"""How TableGen resolves references: late binding, anonymous records, NAME, recursion."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "field_keyword",
        dedent("""\
            class I { field bits<4> Inst = 0; field int k; }
            def i : I;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class I {
              field bits<4> Inst = { 0, 0, 0, 0 };
              field int k = ?;
            }
            ------------- Defs -----------------
            def i {\t// I
              field bits<4> Inst = { 0, 0, 0, 0 };
              field int k = ?;
            }
            """),
    ),
    Case(
        "let_template_argument",
        dedent("""\
            class A<int x> { let x = 2; }
            """),
        stderr=dedent("""\
            input.td:1:22: error: Value 'x' unknown!
            class A<int x> { let x = 2; }
                                 ^
            """),
        status=1,
    ),
    Case(
        "subclass_let_uses_own_argument",
        dedent("""\
            class A<int x> { int v = x; }
            class B<int y> : A<y> { let v = !add(y, 1); }
            def b : B<5>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            class B<int B:y = ?> {\t// A
              int v = !add(B:y, 1);
            }
            ------------- Defs -----------------
            def b {\t// A B
              int v = 6;
            }
            """),
    ),
    Case(
        "record_typed_template_argument",
        dedent("""\
            class A<int x> { int v = x; }
            class B<A a> { int w = a.v; }
            def b : B<A<3>>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            class B<A B:a = ?> {
              int w = B:a.v;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int v = 3;
            }
            def b {\t// B
              int w = 3;
            }
            """),
    ),
    Case(
        "anonymous_records_deduplicated",
        dedent("""\
            class A<int x> { int v = x; }
            def b { list<A> l = [A<1>, A<1>, A<2>]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int v = 1;
            }
            def anonymous_1 {\t// A
              int v = 2;
            }
            def b {
              list<A> l = [anonymous_0, anonymous_0, anonymous_1];
            }
            """),
    ),
    Case(
        "anonymous_record_as_argument",
        dedent("""\
            class A<int x> { int v = x; }
            def b { A a = A<A<1>.v>; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int v = 1;
            }
            def b {
              A a = anonymous_0;
            }
            """),
    ),
    Case(
        "name_of_anonymous_record",
        dedent("""\
            class A { string n = NAME; }
            class B<A a> { string m = a.n; }
            def b : B<A>;
            """),
        stderr=dedent("""\
            input.td:3:11: error: Variable not defined: 'A'
            def b : B<A>;
                      ^
            """),
        status=1,
    ),
    Case(
        "let_name_field",
        dedent("""\
            class C { int x = 1; }
            def a : C { let NAME = "q"; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Value 'NAME' unknown!
            def a : C { let NAME = "q"; }
                            ^
            """),
        status=1,
    ),
    Case(
        "recursive_anonymous_instantiation",
        dedent("""\
            class A<int n> { int v = !if(!gt(n, 0), !add(A<!sub(n, 1)>.v, n), 0); }
            def a { int x = A<3>.v; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:n = ?> {
              int v = !if(!gt(A:n, 0), !add(A<0: !sub(A:n, 1)>.v, A:n), 0);
            }
            ------------- Defs -----------------
            def a {
              int x = 6;
            }
            def anonymous_0 {\t// A
              int v = 6;
            }
            def anonymous_1 {\t// A
              int v = 3;
            }
            def anonymous_2 {\t// A
              int v = 1;
            }
            def anonymous_3 {\t// A
              int v = 0;
            }
            """),
    ),
    Case(
        "exists_with_name_in_multiclass",
        dedent("""\
            class R;
            multiclass M { def _a : R { bit e = !exists<R>(NAME # "_a"); bit f = !exists<R>(NAME # "_b"); } }
            defm X : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
            }
            ------------- Defs -----------------
            def X_a {\t// R
              bit e = 1;
              bit f = 0;
            }
            """),
    ),
    Case(
        "cast_to_def_name_as_type",
        dedent("""\
            def a { int x = 1; }
            def b { int y = !cast<a>("a").x; }
            """),
        stderr=dedent("""\
            input.td:2:23: error: Couldn't find class 'a'
            def b { int y = !cast<a>("a").x; }
                                  ^
            input.td:2:24: error: unknown class name
            def b { int y = !cast<a>("a").x; }
                                   ^
            input.td:2:24: error: expected type name for operator
            def b { int y = !cast<a>("a").x; }
                                   ^
            input.td:2:24: error: did not get type for unary operator
            def b { int y = !cast<a>("a").x; }
                                   ^
            input.td:2:24: error: expected ';' after declaration
            def b { int y = !cast<a>("a").x; }
                                   ^
            """),
        status=1,
    ),
    Case(
        "same_class_twice_different_args",
        dedent("""\
            class A<int x> { int v = x; }
            def a : A<1>, A<2>;
            """),
        stderr=dedent("""\
            input.td:2:15: error: Already subclass of 'A'!

            def a : A<1>, A<2>;
                          ^
            """),
        status=1,
    ),
    Case(
        "bits_arithmetic",
        dedent("""\
            def a { bits<2> b = { 1, 1 }; int i = !add(b, 1); bits<2> c = !add(b, 1); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'c' in 'a' could not be fully resolved: { !cast<bits<2>>(4){1}, !cast<bits<2>>(4){0} }
            def a { bits<2> b = { 1, 1 }; int i = !add(b, 1); bits<2> c = !add(b, 1); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "unset_in_arithmetic",
        dedent("""\
            def a { int i = !add(1, ?); }
            """),
        stderr=dedent("""\
            input.td:1:17: error: expected value to be a typed value, got '?'
            def a { int i = !add(1, ?); }
                            ^
            input.td:1:26: error: expected ';' after declaration
            def a { int i = !add(1, ?); }
                                     ^
            """),
        status=1,
    ),
    Case(
        "unset_template_argument",
        dedent("""\
            class A<int x> { int v = x; }
            def a : A<?>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            ------------- Defs -----------------
            def a {\t// A
              int v = ?;
            }
            """),
    ),
    Case(
        "paste_with_unset",
        dedent("""\
            def a { string s = "a" # ?; }
            """),
        stderr=dedent("""\
            input.td:1:24: error: RHS of paste is not typed!
            def a { string s = "a" # ?; }
                                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "negative_list_index",
        dedent("""\
            def a { list<int> l = [1, 2]; int x = l[-1]; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: [1, 2][-1]
            def a { list<int> l = [1, 2]; int x = l[-1]; }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "reversed_list_slice_and_empty_slice",
        dedent("""\
            def a { list<int> l = [1, 2]; list<int> x = l[1-0]; list<int> y = l[]; }
            """),
        stderr=dedent("""\
            input.td:1:69: error: Unknown or reserved token when parsing a value
            def a { list<int> l = [1, 2]; list<int> x = l[1-0]; list<int> y = l[]; }
                                                                                ^
            input.td:1:69: error: expected ';' after declaration
            def a { list<int> l = [1, 2]; list<int> x = l[1-0]; list<int> y = l[]; }
                                                                                ^
            """),
        status=1,
    ),
    Case(
        "binary_literal_64_bits",
        dedent("""\
            def a { int x = 0b1111111111111111111111111111111111111111111111111111111111111111; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int x = -1;
            }
            """),
    ),
    Case(
        "binary_literal_65_bits",
        dedent("""\
            def a { int x = 0b11111111111111111111111111111111111111111111111111111111111111111; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: number out of range
            def a { int x = 0b11111111111111111111111111111111111111111111111111111111111111111; }
                            ^
            input.td:1:17: error: Unknown or reserved token when parsing a value
            def a { int x = 0b11111111111111111111111111111111111111111111111111111111111111111; }
                            ^
            input.td:1:17: error: expected ';' after declaration
            def a { int x = 0b11111111111111111111111111111111111111111111111111111111111111111; }
                            ^
            """),
        status=1,
    ),
    Case(
        "binary_literal_wider_than_bits",
        dedent("""\
            def a { bits<3> x = 0b0001; bits<3> y = 0x7; }
            """),
        stderr=dedent("""\
            input.td:1:21: error: Field 'x' of type 'bits<3>' is incompatible with value '{ 0, 0, 0, 1 }' of type bit initializer with length 4
            def a { bits<3> x = 0b0001; bits<3> y = 0x7; }
                                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "binary_literal_value_too_wide",
        dedent("""\
            def a { bits<3> x = 0b1001; }
            """),
        stderr=dedent("""\
            input.td:1:21: error: Field 'x' of type 'bits<3>' is incompatible with value '{ 1, 0, 0, 1 }' of type bit initializer with length 4
            def a { bits<3> x = 0b1001; }
                                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "code_paste",
        dedent("""\
            def a { string s = [{ a }] # "b"; code c = [{x}] # [{y}]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              code s = [{ a b}];
              code c = [{xy}];
            }
            """),
    ),
    Case(
        "class_field_refers_to_later_template_default",
        dedent("""\
            class A<int x, int y = !mul(x, 2)> { int sum = !add(x, y); }
            def a : A<3>;
            def b : A<3, 1>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?, int A:y = !mul(A:x, 2)> {
              int sum = !add(A:x, A:y);
            }
            ------------- Defs -----------------
            def a {\t// A
              int sum = 9;
            }
            def b {\t// A
              int sum = 4;
            }
            """),
    ),
    Case(
        "def_refers_to_previous_def_fields",
        dedent("""\
            class P { int v = 1; list<int> l = [v, !add(v, 1)]; }
            def p : P { let v = 10; }
            def q { list<int> copy = p.l; int second = p.l[1]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class P {
              int v = 1;
              list<int> l = [v, !add(v, 1)];
            }
            ------------- Defs -----------------
            def p {\t// P
              int v = 10;
              list<int> l = [10, 11];
            }
            def q {
              list<int> copy = [10, 11];
              int second = 11;
            }
            """),
    ),
    Case(
        "dag_with_record_fields",
        dedent("""\
            def op; def x { int v = 3; }
            def a { dag d = (op x.v, !add(x.v, 1):$n); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (op 3, 4:$n);
            }
            def op {
            }
            def x {
              int v = 3;
            }
            """),
    ),
    Case(
        "deep_field_chain",
        dedent("""\
            class N<N next_, int v_> { N next = next_; int v = v_; }
            def n0 : N<?, 0>;
            def n1 : N<n0, 1>;
            def n2 : N<n1, 2>;
            def walk { int a = n2.next.next.v; int b = n2.next.v; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class N<N N:next_ = ?, int N:v_ = ?> {
              N next = N:next_;
              int v = N:v_;
            }
            ------------- Defs -----------------
            def n0 {\t// N
              N next = ?;
              int v = 0;
            }
            def n1 {\t// N
              N next = n0;
              int v = 1;
            }
            def n2 {\t// N
              N next = n1;
              int v = 2;
            }
            def walk {
              int a = 0;
              int b = 1;
            }
            """),
    ),
    Case(
        "json_anonymous_record",
        dedent("""\
            class A<int x> { int v = x; }
            def b { A a = A<7>; }
            """),
        stdout=dedent("""\
            {"!instanceof":{"A":["anonymous_0"]},"!tablegen_json_version":1,"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["input.td:2"],"!name":"anonymous_0","!superclasses":["A"],"v":7},"b":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"b","!superclasses":[],"a":{"def":"anonymous_0","kind":"def","printable":"anonymous_0"}}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_resolution(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """References resolve (or fail) in the same order and form as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
