"""Record order, names and warnings in llvm-tblgen's print-records and JSON output."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "def_sort_order",
        dedent("""\
            def a10; def a9; def a; def A; def _a; def a_; def B1; def b01; def b1; def b001; def Z; def z;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def A {
            }
            def B1 {
            }
            def Z {
            }
            def _a {
            }
            def a {
            }
            def a10 {
            }
            def a9 {
            }
            def a_ {
            }
            def b001 {
            }
            def b01 {
            }
            def b1 {
            }
            def z {
            }
            """),
    ),
    Case(
        "class_sort_order_and_superclass_list",
        dedent("""\
            class c10; class c9; class C; class c; class c_1; class c01;
            def x : c10, c9, c01;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C {
            }
            class c {
            }
            class c01 {
            }
            class c10 {
            }
            class c9 {
            }
            class c_1 {
            }
            ------------- Defs -----------------
            def x {\t// c10 c9 c01
            }
            """),
    ),
    Case(
        "anonymous_record_names",
        dedent("""\
            class A<int x> { int v = x; }
            def d { list<A> l = [A<10>, A<9>, A<100>]; }
            def e : A<1>;
            def "" : A<2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            ------------- Defs -----------------
            def  {\t// A
              int v = 2;
            }
            def anonymous_0 {\t// A
              int v = 10;
            }
            def anonymous_1 {\t// A
              int v = 9;
            }
            def anonymous_2 {\t// A
              int v = 100;
            }
            def d {
              list<A> l = [anonymous_0, anonymous_1, anonymous_2];
            }
            def e {\t// A
              int v = 1;
            }
            """),
    ),
    Case(
        "quoted_record_names",
        dedent("""\
            def "with space"; def "semi;colon"; def "ü"; def "a-b";
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a-b {
            }
            def semi;colon {
            }
            def with space {
            }
            def ü {
            }
            """),
    ),
    Case(
        "numeric_record_names",
        dedent("""\
            def "1"; def "10"; def "2"; def "01";
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def 01 {
            }
            def 1 {
            }
            def 10 {
            }
            def 2 {
            }
            """),
    ),
    Case(
        "many_anonymous_defs",
        dedent("""\
            class A<int x> { int v = x; }
            foreach i = !range(12) in def : A<i>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?> {
              int v = A:x;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int v = 0;
            }
            def anonymous_1 {\t// A
              int v = 1;
            }
            def anonymous_10 {\t// A
              int v = 10;
            }
            def anonymous_11 {\t// A
              int v = 11;
            }
            def anonymous_2 {\t// A
              int v = 2;
            }
            def anonymous_3 {\t// A
              int v = 3;
            }
            def anonymous_4 {\t// A
              int v = 4;
            }
            def anonymous_5 {\t// A
              int v = 5;
            }
            def anonymous_6 {\t// A
              int v = 6;
            }
            def anonymous_7 {\t// A
              int v = 7;
            }
            def anonymous_8 {\t// A
              int v = 8;
            }
            def anonymous_9 {\t// A
              int v = 9;
            }
            """),
    ),
    Case(
        "anonymous_name_taken",
        dedent("""\
            class A<int x> { int v = x; }
            def b { A a = A<1>; }
            def anonymous_0;
            """),
        stderr=dedent("""\
            input.td:3:5: error: def already exists: anonymous_0
            def anonymous_0;
                ^
            input.td:2:15: note: location of previous definition
            def b { A a = A<1>; }
                          ^
            """),
        status=1,
    ),
    Case(
        "numeric_order_json",
        dedent("""\
            def a10; def a9; def "10"; def "9"; def b;
            """),
        stdout=dedent("""\
            {"!instanceof":{},"!tablegen_json_version":1,"10":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"10","!superclasses":[]},"9":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"9","!superclasses":[]},"a10":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"a10","!superclasses":[]},"a9":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"a9","!superclasses":[]},"b":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"b","!superclasses":[]}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "unused_args_through_subclasses",
        dedent("""\
            class A<int a, int b, int c> { int v = b; }
            class B<int q> : A<1, 2, 3>;
            multiclass M<int u, int w> { def _x : B<0>; }
            defm X : M<1, 2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:a = ?, int A:b = ?, int A:c = ?> {
              int v = A:b;
            }
            class B<int B:q = ?> {\t// A
              int v = 2;
            }
            ------------- Defs -----------------
            def X_x {\t// A B
              int v = 2;
            }
            """),
        stderr=dedent("""\
            input.td:1:13: warning: unused template argument: A:a
            class A<int a, int b, int c> { int v = b; }
                        ^
            input.td:1:27: warning: unused template argument: A:c
            class A<int a, int b, int c> { int v = b; }
                                      ^
            input.td:2:13: warning: unused template argument: B:q
            class B<int q> : A<1, 2, 3>;
                        ^
            input.td:3:18: warning: unused template argument: M::u
            multiclass M<int u, int w> { def _x : B<0>; }
                             ^
            input.td:3:25: warning: unused template argument: M::w
            multiclass M<int u, int w> { def _x : B<0>; }
                                    ^
            """),
    ),
    Case(
        "defvar_counts_as_use",
        dedent("""\
            multiclass M<int u> { defvar k = u; def _x; }
            defm X : M<1>;
            class A<int a> { defvar k = a; }
            def x : A<1>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:a = ?> {
            }
            ------------- Defs -----------------
            def X_x {
            }
            def x {\t// A
            }
            """),
    ),
    Case(
        "assert_and_dump_count_as_use",
        dedent("""\
            class A<int a> { assert 1, "m" # a; }
            class B<int b> { dump "b"; }
            def x : A<1>;
            def y : B<2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:a = ?> {
            }
            class B<int B:b = ?> {
            }
            ------------- Defs -----------------
            def x {\t// A
            }
            def y {\t// B
            }
            """),
        stderr=dedent("""\
            input.td:2:13: warning: unused template argument: B:b
            class B<int b> { dump "b"; }
                        ^
            input.td:2:18: note: b
            class B<int b> { dump "b"; }
                             ^
            """),
    ),
    Case(
        "default_only_argument_unused",
        dedent("""\
            class A<int a = 5> {}
            def x : A;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:a = 5> {
            }
            ------------- Defs -----------------
            def x {\t// A
            }
            """),
        stderr=dedent("""\
            input.td:1:13: warning: unused template argument: A:a
            class A<int a = 5> {}
                        ^
            """),
    ),
    Case(
        "warnings_then_errors",
        dedent("""\
            class A<int x> { int v = 1; }
            def a : A<1> { int bad = "s"; }
            def b : A<2> { int bad2 = "t"; }
            """),
        stderr=dedent("""\
            input.td:1:13: warning: unused template argument: A:x
            class A<int x> { int v = 1; }
                        ^
            input.td:2:26: error: Field 'bad' of type 'int' is incompatible with value '"s"' of type 'string'
            def a : A<1> { int bad = "s"; }
                                     ^
            input.td:3:27: error: Field 'bad2' of type 'int' is incompatible with value '"t"' of type 'string'
            def b : A<2> { int bad2 = "t"; }
                                      ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "fields_in_declaration_order",
        dedent("""\
            class A { int z = 1; int a = 2; }
            class B : A { int m = 3; let z = 4; }
            def d : B { int b = 5; int y = 6; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int z = 1;
              int a = 2;
            }
            class B {\t// A
              int z = 4;
              int a = 2;
              int m = 3;
            }
            ------------- Defs -----------------
            def d {\t// A B
              int z = 4;
              int a = 2;
              int m = 3;
              int b = 5;
              int y = 6;
            }
            """),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_output(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Records print in llvm-tblgen's order and names, with its warnings."""
    check_case(case, tmp_path, monkeypatch, capsys)
