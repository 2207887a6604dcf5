"""TableGen classes, defs, template arguments and let: print-records against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "class_template_defaults",
        dedent("""\
            class A<int x, string s = "d", int y = !add(x, 1)> { int vx = x; string vs = s; int vy = y; }
            def a : A<1>;
            def b : A<2, "e">;
            def c : A<3, "f", 10>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?, string A:s = "d", int A:y = !add(A:x, 1)> {
              int vx = A:x;
              string vs = A:s;
              int vy = A:y;
            }
            ------------- Defs -----------------
            def a {\t// A
              int vx = 1;
              string vs = "d";
              int vy = 2;
            }
            def b {\t// A
              int vx = 2;
              string vs = "e";
              int vy = 3;
            }
            def c {\t// A
              int vx = 3;
              string vs = "f";
              int vy = 10;
            }
            """),
    ),
    Case(
        "class_named_arguments",
        dedent("""\
            class A<int x = 0, int y = 1, string s = "s"> { int vx = x; int vy = y; string vs = s; }
            def a : A<y = 5>;
            def b : A<7, s = "t">;
            def c : A<s = "u", x = 9>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = 0, int A:y = 1, string A:s = "s"> {
              int vx = A:x;
              int vy = A:y;
              string vs = A:s;
            }
            ------------- Defs -----------------
            def a {\t// A
              int vx = 0;
              int vy = 5;
              string vs = "s";
            }
            def b {\t// A
              int vx = 7;
              int vy = 1;
              string vs = "t";
            }
            def c {\t// A
              int vx = 9;
              int vy = 1;
              string vs = "u";
            }
            """),
    ),
    Case(
        "class_named_argument_twice",
        dedent("""\
            class A<int x = 0> { int v = x; }
            def a : A<x = 1, x = 2>;
            """),
        stderr=dedent("""\
            input.td:2:18: error: Too many template arguments: 2
            def a : A<x = 1, x = 2>;
                             ^
            """),
        status=1,
    ),
    Case(
        "class_positional_after_named",
        dedent("""\
            class A<int x = 0, int y = 0> { int v = x; }
            def a : A<x = 1, 2>;
            """),
        stderr=dedent("""\
            input.td:1:24: warning: unused template argument: A:y
            class A<int x = 0, int y = 0> { int v = x; }
                                   ^
            input.td:2:18: error: Positional argument should be put before named argument
            def a : A<x = 1, 2>;
                             ^
            """),
        status=1,
    ),
    Case(
        "class_unknown_named_argument",
        dedent("""\
            class A<int x = 0> { int v = x; }
            def a : A<z = 1>;
            """),
        stderr=dedent("""\
            input.td:2:11: error: Argument "z" doesn't exist
            def a : A<z = 1>;
                      ^
            """),
        status=1,
    ),
    Case(
        "class_missing_argument",
        dedent("""\
            class A<int x, int y> { int v = !add(x, y); }
            def a : A<1>;
            """),
        stderr=dedent("""\
            input.td:2:9: error: value not specified for template argument 'A:y'
            def a : A<1>;
                    ^
            input.td:1:20: note: declared in 'A'
            class A<int x, int y> { int v = !add(x, y); }
                               ^
            """),
        status=1,
    ),
    Case(
        "class_too_many_arguments",
        dedent("""\
            class A<int x> { int v = x; }
            def a : A<1, 2>;
            """),
        stderr=dedent("""\
            input.td:2:14: error: Too many template arguments: 2
            def a : A<1, 2>;
                         ^
            """),
        status=1,
    ),
    Case(
        "class_argument_type_mismatch",
        dedent("""\
            class A<int x> { int v = x; }
            def a : A<"s">;
            """),
        stderr=dedent("""\
            input.td:2:11: error: Value specified for template argument 'A:x' is of type string; expected type int: "s"
            def a : A<"s">;
                      ^
            """),
        status=1,
    ),
    Case(
        "class_named_argument_type_mismatch",
        dedent("""\
            class A<int y, int x> { int v = !add(x, y); }
            def a : A<1,    x = "s">;
            """),
        stderr=dedent("""\
            input.td:2:17: error: Value specified for template argument 'A:x' is of type string; expected type int: "s"
            def a : A<1,    x = "s">;
                            ^
            """),
        status=1,
    ),
    Case(
        "defm_argument_type_mismatch",
        dedent("""\
            multiclass M<int x> { def _a { int v = x; } }
            defm m : M<  "s">;
            """),
        stderr=dedent("""\
            input.td:2:14: error: Value specified for template argument 'M::x' is of type string; expected type int: "s"
            defm m : M<  "s">;
                         ^
            """),
        status=1,
    ),
    Case(
        "anonymous_argument_type_mismatch_continues",
        dedent("""\
            class A<int x> { int v = x; }
            def m { A a = A<  "s">; }
            def n { int q = "t"; }
            """),
        stderr=dedent("""\
            input.td:2:19: error: Value specified for template argument 'A:x' is of type string; expected type int: "s"
            def m { A a = A<  "s">; }
                              ^
            input.td:3:17: error: Field 'q' of type 'int' is incompatible with value '"t"' of type 'string'
            def n { int q = "t"; }
                            ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "anonymous_argument_type_mismatch_then_suffix",
        dedent("""\
            class A<int x> { int v = x; }
            def n { int q = A<"s">.v; }
            """),
        stderr=dedent("""\
            input.td:2:19: error: Value specified for template argument 'A:x' is of type string; expected type int: "s"
            def n { int q = A<"s">.v; }
                              ^
            input.td:2:23: error: expected ';' after declaration
            def n { int q = A<"s">.v; }
                                  ^
            """),
        status=1,
    ),
    Case(
        "class_inheritance_chain",
        dedent("""\
            class Base<int b> { int base = b; string kind = "base"; }
            class Mid<int m> : Base<!mul(m, 2)> { let kind = "mid"; int mid = m; }
            class Other { bit other = true; }
            def d : Mid<3>, Other { int own = base; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base<int Base:b = ?> {
              int base = Base:b;
              string kind = "base";
            }
            class Mid<int Mid:m = ?> {\t// Base
              int base = !mul(Mid:m, 2);
              string kind = "mid";
              int mid = Mid:m;
            }
            class Other {
              bit other = 1;
            }
            ------------- Defs -----------------
            def d {\t// Base Mid Other
              int base = 6;
              string kind = "mid";
              int mid = 3;
              bit other = 1;
              int own = 6;
            }
            """),
    ),
    Case(
        "class_forward_declaration",
        dedent("""\
            class Fwd;
            class User { Fwd f = ?; }
            class Fwd { int x = 1; }
            def u : User;
            def f : Fwd;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Fwd {
              int x = 1;
            }
            class User {
              Fwd f = ?;
            }
            ------------- Defs -----------------
            def f {\t// Fwd
              int x = 1;
            }
            def u {\t// User
              Fwd f = ?;
            }
            """),
    ),
    Case(
        "class_redefinition",
        dedent("""\
            class A { int x = 1; }
            class A { int x = 2; }
            """),
        stderr=dedent("""\
            input.td:2:7: error: Class 'A' already defined
            class A { int x = 2; }
                  ^
            """),
        status=1,
    ),
    Case(
        "def_redefinition",
        dedent("""\
            def a;
            def a;
            """),
        stderr=dedent("""\
            input.td:2:5: error: def already exists: a
            def a;
                ^
            input.td:1:5: note: location of previous definition
            def a;
                ^
            """),
        status=1,
    ),
    Case(
        "class_empty_body_forms",
        dedent("""\
            class A;
            class B {}
            class C<int x> : B;
            def a : B;
            def b : C<1> {}
            def c;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
            }
            class B {
            }
            class C<int C:x = ?> {\t// B
            }
            ------------- Defs -----------------
            def a {\t// B
            }
            def b {\t// B C
            }
            def c {
            }
            """),
        stderr=dedent("""\
            input.td:3:13: warning: unused template argument: C:x
            class C<int x> : B;
                        ^
            """),
    ),
    Case(
        "unused_template_arg_warning",
        dedent("""\
            class A<int used, int unused> { int v = used; }
            def a : A<1, 2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:used = ?, int A:unused = ?> {
              int v = A:used;
            }
            ------------- Defs -----------------
            def a {\t// A
              int v = 1;
            }
            """),
        stderr=dedent("""\
            input.td:1:23: warning: unused template argument: A:unused
            class A<int used, int unused> { int v = used; }
                                  ^
            """),
    ),
    Case(
        "unused_template_arg_no_warning_flag",
        dedent("""\
            class A<int used, int unused> { int v = used; }
            def a : A<1, 2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:used = ?, int A:unused = ?> {
              int v = A:used;
            }
            ------------- Defs -----------------
            def a {\t// A
              int v = 1;
            }
            """),
        args=("--no-warn-on-unused-template-args",),
    ),
    Case(
        "template_arg_referencing_earlier_arg",
        dedent("""\
            class A<int x, list<int> l = [x, !mul(x, x)]> { list<int> v = l; }
            def a : A<4>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:x = ?, list<int> A:l = [A:x, !mul(A:x, A:x)]> {
              list<int> v = A:l;
            }
            ------------- Defs -----------------
            def a {\t// A
              list<int> v = [4, 16];
            }
            """),
    ),
    Case(
        "field_redefinition_in_body",
        dedent("""\
            def a { int x = 1; int x = 2; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int x = 2;
            }
            """),
    ),
    Case(
        "field_type_redefinition_via_inheritance",
        dedent("""\
            class A { int x = 1; }
            def a : A { string x = "s"; }
            """),
        stderr=dedent("""\
            input.td:2:24: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            def a : A { string x = "s"; }
                                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "let_in_body",
        dedent("""\
            class A { int x = 1; bits<4> b = 0; list<int> l = []; }
            def a : A { let x = 2; let b{1-0} = 0b11; let l = [5]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int x = 1;
              bits<4> b = { 0, 0, 0, 0 };
              list<int> l = [];
            }
            ------------- Defs -----------------
            def a {\t// A
              int x = 2;
              bits<4> b = { 0, 0, 1, 1 };
              list<int> l = [5];
            }
            """),
    ),
    Case(
        "let_unknown_field",
        dedent("""\
            def a { let nope = 1; }
            """),
        stderr=dedent("""\
            input.td:1:13: error: Value 'nope' unknown!
            def a { let nope = 1; }
                        ^
            """),
        status=1,
    ),
    Case(
        "let_bit_range",
        dedent("""\
            class I { bits<16> Inst = 0; }
            def i : I {
              let Inst{15-12} = 0b1010;
              let Inst{0} = 1;
              let Inst{3, 5} = 0b11;
              let Inst{11-8} = 0xF;
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class I {
              bits<16> Inst = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
            }
            ------------- Defs -----------------
            def i {\t// I
              bits<16> Inst = { 1, 0, 1, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1 };
            }
            """),
    ),
    Case(
        "let_bit_range_on_non_bits",
        dedent("""\
            def a { int x = 0; let x{1} = 1; }
            """),
        stderr=dedent("""\
            input.td:1:24: error: Value 'x' is not a bits type
            def a { int x = 0; let x{1} = 1; }
                                   ^
            """),
        status=1,
    ),
    Case(
        "let_top_level",
        dedent("""\
            class A { int x = 0; string s = "a"; }
            let x = 5 in
            def a : A;
            let x = 6, s = "b" in {
              def b : A;
              let s = "c" in def c : A;
            }
            def d : A;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int x = 0;
              string s = "a";
            }
            ------------- Defs -----------------
            def a {\t// A
              int x = 5;
              string s = "a";
            }
            def b {\t// A
              int x = 6;
              string s = "b";
            }
            def c {\t// A
              int x = 6;
              string s = "c";
            }
            def d {\t// A
              int x = 0;
              string s = "a";
            }
            """),
    ),
    Case(
        "let_top_level_bits",
        dedent("""\
            class I { bits<8> Inst = 0; int k = 0; }
            let Inst{7-4} = 0b1111 in {
              def i : I;
              let Inst{0} = 1, k = 2 in def j : I;
            }
            """),
        stderr=dedent("""\
            input.td:2:9: error: expected '=' in let expression
            let Inst{7-4} = 0b1111 in {
                    ^
            """),
        status=1,
    ),
    Case(
        "let_top_level_body_wins",
        dedent("""\
            class A { int x = 0; }
            let x = 1 in def a : A { let x = 2; }
            let x = 3 in def b : A;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int x = 0;
            }
            ------------- Defs -----------------
            def a {\t// A
              int x = 2;
            }
            def b {\t// A
              int x = 3;
            }
            """),
    ),
    Case(
        "let_top_level_unknown_field",
        dedent("""\
            class A { int x = 0; }
            let y = 1 in def a : A;
            """),
        stderr=dedent("""\
            input.td:2:5: error: Value 'y' unknown!
            let y = 1 in def a : A;
                ^
            """),
        status=1,
    ),
    Case(
        "let_type_mismatch",
        dedent("""\
            class A { int x = 0; }
            def a : A { let x = "s"; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
            def a : A { let x = "s"; }
                            ^
            """),
        status=1,
    ),
    Case(
        "let_resolves_late",
        dedent("""\
            class A { int base = 1; int derived = !mul(base, 10); }
            def a : A { let base = 4; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
              int base = 1;
              int derived = !mul(base, 10);
            }
            ------------- Defs -----------------
            def a {\t// A
              int base = 4;
              int derived = 40;
            }
            """),
    ),
    Case(
        "class_type_values",
        dedent("""\
            class Shape { string name = "shape"; }
            class Circle : Shape { let name = "circle"; int r = 1; }
            def c : Circle;
            def s : Shape;
            def holder { Shape sh = c; Circle cc = c; list<Shape> all = [c, s]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Circle {\t// Shape
              string name = "circle";
              int r = 1;
            }
            class Shape {
              string name = "shape";
            }
            ------------- Defs -----------------
            def c {\t// Shape Circle
              string name = "circle";
              int r = 1;
            }
            def holder {
              Shape sh = c;
              Circle cc = c;
              list<Shape> all = [c, s];
            }
            def s {\t// Shape
              string name = "shape";
            }
            """),
    ),
    Case(
        "class_type_mismatch",
        dedent("""\
            class Shape;
            class Other;
            def o : Other;
            def h { Shape s = o; }
            """),
        stderr=dedent("""\
            input.td:4:19: error: Field 's' of type 'Shape' is incompatible with value 'o' of type 'Other'
            def h { Shape s = o; }
                              ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "record_name_string_expressions",
        dedent("""\
            class N<string n> { string name = NAME; string arg = n; }
            def "quoted name" : N<"q">;
            def prefix # "_suffix" : N<"p">;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class N<string N:n = ?> {
              string name = N:NAME;
              string arg = N:n;
            }
            ------------- Defs -----------------
            def prefix_suffix {\t// N
              string name = "prefix_suffix";
              string arg = "p";
            }
            def quoted name {\t// N
              string name = "quoted name";
              string arg = "q";
            }
            """),
    ),
    Case(
        "name_field_in_def",
        dedent("""\
            class C { string n = NAME; }
            def plain : C;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C {
              string n = C:NAME;
            }
            ------------- Defs -----------------
            def plain {\t// C
              string n = "plain";
            }
            """),
    ),
    Case(
        "defvar_top_level",
        dedent("""\
            defvar x = 5;
            defvar s = "str";
            defvar l = [x, !add(x, 1)];
            def a { int v = x; string t = s; list<int> ll = l; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int v = 5;
              string t = "str";
              list<int> ll = [5, 6];
            }
            """),
    ),
    Case(
        "defvar_in_body_and_scoping",
        dedent("""\
            defvar x = 1;
            def a { defvar x = 2; int v = x; }
            def b { int v = x; }
            class C<int p> { defvar q = !mul(p, 3); int v = q; }
            def c : C<2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:p = ?> {
              int v = !mul(C:p, 3);
            }
            ------------- Defs -----------------
            def a {
              int v = 2;
            }
            def b {
              int v = 1;
            }
            def c {\t// C
              int v = 6;
            }
            """),
    ),
    Case(
        "defvar_redefinition",
        dedent("""\
            defvar x = 1;
            defvar x = 2;
            """),
        stderr=dedent("""\
            input.td:2:8: error: def or global variable of this name already exists
            defvar x = 2;
                   ^
            """),
        status=1,
    ),
    Case(
        "defvar_shadows_template_arg",
        dedent("""\
            class C<int p> { defvar p = 2; int v = p; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:p = ?> {
              int v = 2;
            }
            ------------- Defs -----------------
            """),
        stderr=dedent("""\
            input.td:1:13: warning: unused template argument: C:p
            class C<int p> { defvar p = 2; int v = p; }
                        ^
            """),
    ),
    Case(
        "defvar_field_name_clash",
        dedent("""\
            def a { int x = 1; defvar x = 2; }
            """),
        stderr=dedent("""\
            input.td:1:27: error: field of this name already exists
            def a { int x = 1; defvar x = 2; }
                                      ^
            """),
        status=1,
    ),
    Case(
        "deftype_aliases",
        dedent("""\
            deftype Int = int;
            deftype IntList = list<Int>;
            deftype Dag = dag;
            def a { Int i = 3; IntList l = [1, 2]; Dag d = (a); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int i = 3;
              list<int> l = [1, 2];
              dag d = (a);
            }
            """),
    ),
    Case(
        "deftype_class_alias",
        dedent("""\
            class K;
            deftype KAlias = K;
            """),
        stderr=dedent("""\
            input.td:2:18: error: cannot define type alias for class type 'K'
            deftype KAlias = K;
                             ^
            """),
        status=1,
    ),
    Case(
        "deftype_then_class",
        dedent("""\
            deftype T = int;
            class T;
            """),
        stderr=dedent("""\
            input.td:2:7: error: there is already a defined type alias 'T'
            class T;
                  ^
            """),
        status=1,
    ),
    Case(
        "class_then_deftype",
        dedent("""\
            class T;
            deftype T = int;
            """),
        stderr=dedent("""\
            input.td:2:9: error: type of this name 'T' already exists
            deftype T = int;
                    ^
            """),
        status=1,
    ),
    Case(
        "deftype_redefinition",
        dedent("""\
            deftype T = int;
            deftype T = string;
            """),
        stderr=dedent("""\
            input.td:2:9: error: type of this name 'T' already exists
            deftype T = string;
                    ^
            """),
        status=1,
    ),
    Case(
        "deftype_unknown_type",
        dedent("""\
            deftype T = Unknown;
            """),
        stderr=dedent("""\
            input.td:1:13: error: Couldn't find class 'Unknown'
            deftype T = Unknown;
                        ^
            input.td:1:20: error: unknown class name
            deftype T = Unknown;
                               ^
            """),
        status=1,
    ),
    Case(
        "dump_statement",
        dedent("""\
            defvar x = 3;
            dump "x is " # !repr(x);
            class C<int p> { dump "p = " # p; int v = p; }
            def c : C<7>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:p = ?> {
              int v = C:p;
            }
            ------------- Defs -----------------
            def c {\t// C
              int v = 7;
            }
            """),
        stderr=dedent("""\
            input.td:2:1: note: x is 3
            dump "x is " # !repr(x);
            ^
            input.td:3:18: note: p = 7
            class C<int p> { dump "p = " # p; int v = p; }
                             ^
            """),
    ),
    Case(
        "assert_passing",
        dedent("""\
            assert !eq(1, 1), "never shown";
            class C<int p> { assert !gt(p, 0), "p must be positive"; int v = p; }
            def c : C<1>;
            def d { assert true, "fine"; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:p = ?> {
              int v = C:p;
            }
            ------------- Defs -----------------
            def c {\t// C
              int v = 1;
            }
            def d {
            }
            """),
    ),
    Case(
        "assert_failing_top_level",
        dedent("""\
            assert !eq(1, 2), "one is not two";
            def a;
            """),
        stderr=dedent("""\
            input.td:1:8: error: assertion failed: one is not two
            assert !eq(1, 2), "one is not two";
                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "assert_failing_in_class",
        dedent("""\
            class C<int p> { assert !gt(p, 0), "p = " # p # " must be positive"; int v = p; }
            def good : C<1>;
            def bad : C<-1>;
            """),
        stderr=dedent("""\
            input.td:1:25: error: assertion failed: p = -1 must be positive
            class C<int p> { assert !gt(p, 0), "p = " # p # " must be positive"; int v = p; }
                                    ^
            input.td:3:5: error: assertion failed in this record
            def bad : C<-1>;
                ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "assert_failing_in_def_body",
        dedent("""\
            def bad { assert 0, "body"; assert 0, 5; }
            """),
        stderr=dedent("""\
            input.td:1:18: error: assertion failed: body
            def bad { assert 0, "body"; assert 0, 5; }
                             ^
            input.td:1:36: error: assertion failed: (assert message is not a string)
            def bad { assert 0, "body"; assert 0, 5; }
                                               ^
            input.td:1:5: error: assertion failed in this record
            def bad { assert 0, "body"; assert 0, 5; }
                ^
            llvm-tblgen: 3 errors.
            """),
        status=1,
    ),
    Case(
        "assert_failing_in_anonymous_record",
        dedent("""\
            class C<int p> { assert !gt(p, 0), "anon"; int v = p; }
            def x { int y = C<-1>.v; }
            """),
        stderr=dedent("""\
            input.td:1:25: error: assertion failed: anon
            class C<int p> { assert !gt(p, 0), "anon"; int v = p; }
                                    ^
            input.td:2:17: error: assertion failed in this record
            def x { int y = C<-1>.v; }
                            ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "assert_failing_via_multiclass",
        dedent("""\
            class C<int p> { assert !gt(p, 0), "mc"; }
            multiclass M { def _a : C<-1>; }
            defm X : M;
            """),
        stderr=dedent("""\
            input.td:1:25: error: assertion failed: mc
            class C<int p> { assert !gt(p, 0), "mc"; }
                                    ^
            input.td:2:20: error: assertion failed in this record
            multiclass M { def _a : C<-1>; }
                               ^
            input.td:3:10: note: instantiated from multiclass
            defm X : M;
                     ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "assert_non_bit_in_record",
        dedent("""\
            def a { assert "s", "x"; }
            """),
        stderr=dedent("""\
            input.td:1:16: error: assert condition must of type bit, bits, or int.
            def a { assert "s", "x"; }
                           ^
            input.td:1:5: error: assertion failed in this record
            def a { assert "s", "x"; }
                ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "dump_non_string_in_class",
        dedent("""\
            class C<int p> { dump p; }
            def c : C<1>;
            """),
        stderr=dedent("""\
            input.td:1:18: error: dump value is not of type string
            class C<int p> { dump p; }
                             ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "assert_non_bit_condition",
        dedent("""\
            assert "str", "msg";
            """),
        stderr=dedent("""\
            input.td:1:8: error: assert condition must of type bit, bits, or int.
            assert "str", "msg";
                   ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "inherit_twice",
        dedent("""\
            class A { int x = 1; }
            def a : A, A;
            """),
        stderr=dedent("""\
            input.td:2:12: error: Already subclass of 'A'!

            def a : A, A;
                       ^
            """),
        status=1,
    ),
    Case(
        "dump_json_classes",
        dedent("""\
            class A<int x> { int v = x; }
            class B : A<2>;
            def b : B { int own = 3; }
            def c : A<4>;
            """),
        stdout=dedent("""\
            {"!instanceof":{"A":["b","c"],"B":["b"]},"!tablegen_json_version":1,"b":{"!anonymous":false,"!fields":[],"!locs":["input.td:3"],"!name":"b","!superclasses":["A","B"],"own":3,"v":2},"c":{"!anonymous":false,"!fields":[],"!locs":["input.td:4"],"!name":"c","!superclasses":["A"],"v":4}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_classes(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Classes, inheritance, template arguments and lets resolve as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
