"""TableGen types, type checking and implicit conversions: print-records against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "all_field_types",
        dedent("""\
            class K;
            def k : K;
            def a {
              bit b = 1;
              bits<3> bs = 5;
              int i = 7;
              string s = "s";
              code c = [{c}];
              list<int> l = [1];
              list<list<string>> ll = [["a"]];
              dag d = (k);
              K r = k;
              list<K> lr = [k];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class K {
            }
            ------------- Defs -----------------
            def a {
              bit b = 1;
              bits<3> bs = { 1, 0, 1 };
              int i = 7;
              string s = "s";
              code c = [{c}];
              list<int> l = [1];
              list<list<string>> ll = [["a"]];
              dag d = (k);
              K r = k;
              list<K> lr = [k];
            }
            def k {\t// K
            }
            """),
    ),
    Case(
        "int_to_bit_conversion",
        dedent("""\
            def a { bit t = 1; bit f = 0; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bit t = 1;
              bit f = 0;
            }
            """),
    ),
    Case(
        "int_to_bit_out_of_range",
        dedent("""\
            def a { bit t = 2; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 't' in 'a' could not be fully resolved: !cast<bit>(2)
            def a { bit t = 2; }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "int_to_bits_conversion",
        dedent("""\
            def a { bits<4> b = 15; bits<4> n = -1; bits<8> z = 0; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<4> b = { 1, 1, 1, 1 };
              bits<4> n = { 1, 1, 1, 1 };
              bits<8> z = { 0, 0, 0, 0, 0, 0, 0, 0 };
            }
            """),
    ),
    Case(
        "int_to_bits_too_wide",
        dedent("""\
            def a { bits<4> b = 16; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'b' in 'a' could not be fully resolved: { !cast<bits<4>>(16){3}, !cast<bits<4>>(16){2}, !cast<bits<4>>(16){1}, !cast<bits<4>>(16){0} }
            def a { bits<4> b = 16; }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "bits_to_int_conversion",
        dedent("""\
            def a { int i = 0b1111; int j = { 1, 0 }; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int i = 15;
              int j = 2;
            }
            """),
    ),
    Case(
        "bits_width_mismatch",
        dedent("""\
            def a { bits<2> b = { 1, 0, 1 }; }
            """),
        stderr=dedent("""\
            input.td:1:21: error: Field 'b' of type 'bits<2>' is incompatible with value '{ 1, 0, 1 }' of type bit initializer with length 3
            def a { bits<2> b = { 1, 0, 1 }; }
                                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "bit_to_int_and_bits",
        dedent("""\
            def a { bit t = true; int i = t; bits<1> b1 = t; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bit t = 1;
              int i = 1;
              bits<1> b1 = { 1 };
            }
            """),
    ),
    Case(
        "string_code_interchange",
        dedent("""\
            def a { string s = [{code}]; code c = "str"; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              code s = [{code}];
              string c = "str";
            }
            """),
    ),
    Case(
        "string_to_int_rejected",
        dedent("""\
            def a { int i = "1"; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: Field 'i' of type 'int' is incompatible with value '"1"' of type 'string'
            def a { int i = "1"; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "int_to_string_rejected",
        dedent("""\
            def a { string s = 1; }
            """),
        stderr=dedent("""\
            input.td:1:20: error: Field 's' of type 'string' is incompatible with value '1' of type 'int'
            def a { string s = 1; }
                               ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "list_element_type_mismatch",
        dedent("""\
            def a { list<int> l = ["s"]; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: Element type mismatch for list: element type 'string' not convertible to 'int
            def a { list<int> l = ["s"]; }
                                       ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "list_element_conversion",
        dedent("""\
            def a { list<bit> l = [1, 0, true]; list<bits<2>> b = [1, 3]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<bit> l = [1, 0, 1];
              list<bits<2>> b = [{ 0, 1 }, { 1, 1 }];
            }
            """),
    ),
    Case(
        "list_of_records_common_type",
        dedent("""\
            class Base; class L : Base; class R : Base;
            def l : L; def r : R;
            def a { list<Base> mixed = [l, r]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base {
            }
            class L {\t// Base
            }
            class R {\t// Base
            }
            ------------- Defs -----------------
            def a {
              list<Base> mixed = [l, r];
            }
            def l {\t// Base L
            }
            def r {\t// Base R
            }
            """),
    ),
    Case(
        "list_inferred_type",
        dedent("""\
            class Base; class L : Base; class R : Base;
            def l : L; def r : R;
            defvar v = [l, r];
            def a { list<Base> mixed = v; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base {
            }
            class L {\t// Base
            }
            class R {\t// Base
            }
            ------------- Defs -----------------
            def a {
              list<Base> mixed = [l, r];
            }
            def l {\t// Base L
            }
            def r {\t// Base R
            }
            """),
    ),
    Case(
        "list_no_common_type",
        dedent("""\
            def a { list<int> l = [1, "s"]; }
            """),
        stderr=dedent("""\
            input.td:1:31: error: Incompatible types in list elements
            def a { list<int> l = [1, "s"]; }
                                          ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "record_subclass_to_superclass",
        dedent("""\
            class Base; class Derived : Base;
            def d : Derived;
            def a { Base b = d; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base {
            }
            class Derived {\t// Base
            }
            ------------- Defs -----------------
            def a {
              Base b = d;
            }
            def d {\t// Base Derived
            }
            """),
    ),
    Case(
        "record_superclass_to_subclass",
        dedent("""\
            class Base; class Derived : Base;
            def b : Base;
            def a { Derived d = b; }
            """),
        stderr=dedent("""\
            input.td:3:21: error: Field 'd' of type 'Derived' is incompatible with value 'b' of type 'Base'
            def a { Derived d = b; }
                                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "record_multiple_classes",
        dedent("""\
            class A; class B;
            def ab : A, B;
            def a { A x = ab; B y = ab; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A {
            }
            class B {
            }
            ------------- Defs -----------------
            def a {
              A x = ab;
              B y = ab;
            }
            def ab {\t// A B
            }
            """),
    ),
    Case(
        "dag_type_checks",
        dedent("""\
            def op;
            def a { dag d = 1; }
            """),
        stderr=dedent("""\
            input.td:2:17: error: Field 'd' of type 'dag' is incompatible with value '1' of type 'int'
            def a { dag d = 1; }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "unset_for_every_type",
        dedent("""\
            class K;
            def a { bit b = ?; bits<2> bs = ?; int i = ?; string s = ?; code c = ?; list<int> l = ?; dag d = ?; K k = ?; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class K {
            }
            ------------- Defs -----------------
            def a {
              bit b = ?;
              bits<2> bs = { ?, ? };
              int i = ?;
              string s = ?;
              string c = ?;
              list<int> l = ?;
              dag d = ?;
              K k = ?;
            }
            """),
    ),
    Case(
        "bits_of_bits_with_unset",
        dedent("""\
            def a { bits<4> b = { ?, 1, ?, 0 }; bits<4> c = b; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<4> b = { ?, 1, ?, 0 };
              bits<4> c = { b{3}, 1, b{1}, 0 };
            }
            """),
    ),
    Case(
        "bits_partially_unset_to_int",
        dedent("""\
            def a { bits<2> b = { ?, 1 }; int i = b; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'i' in 'a' could not be fully resolved: !cast<int>({ ?, 1 })
            def a { bits<2> b = { ?, 1 }; int i = b; }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "typed_empty_list",
        dedent("""\
            def a { list<string> e = []<string>; list<int> f = []; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<string> e = [];
              list<int> f = [];
            }
            """),
    ),
    Case(
        "typed_list_wrong_element",
        dedent("""\
            def a { list<int> e = [1]<string>; }
            """),
        stderr=dedent("""\
            input.td:1:34: error: Incompatible types in list elements
            def a { list<int> e = [1]<string>; }
                                             ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "template_arg_conversions",
        dedent("""\
            class K<bit b, bits<3> bs, int i, string s, list<int> l> {
              bit vb = b; bits<3> vbs = bs; int vi = i; string vs = s; list<int> vl = l;
            }
            def a : K<1, 5, 0b11, [{code}], [true]>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class K<bit K:b = ?, bits<3> K:bs = { ?, ?, ? }, int K:i = ?, string K:s = ?, list<int> K:l = ?> {
              bit vb = K:b;
              bits<3> vbs = { K:bs{2}, K:bs{1}, K:bs{0} };
              int vi = K:i;
              string vs = K:s;
              list<int> vl = K:l;
            }
            ------------- Defs -----------------
            def a {\t// K
              bit vb = 1;
              bits<3> vbs = { 1, 0, 1 };
              int vi = 3;
              code vs = [{code}];
              list<int> vl = [1];
            }
            """),
    ),
    Case(
        "class_typed_template_arg",
        dedent("""\
            class Base; class D : Base;
            def d : D;
            class K<Base b> { Base v = b; }
            def a : K<d>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Base {
            }
            class D {\t// Base
            }
            class K<Base K:b = ?> {
              Base v = K:b;
            }
            ------------- Defs -----------------
            def a {\t// K
              Base v = d;
            }
            def d {\t// Base D
            }
            """),
    ),
    Case(
        "unknown_type_name",
        dedent("""\
            def a { Nope n = ?; }
            """),
        stderr=dedent("""\
            input.td:1:9: error: Couldn't find class 'Nope'
            def a { Nope n = ?; }
                    ^
            input.td:1:14: error: unknown class name
            def a { Nope n = ?; }
                         ^
            """),
        status=1,
    ),
    Case(
        "bits_size_zero",
        dedent("""\
            def a { bits<0> b = ?; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<0> b = {  };
            }
            """),
    ),
    Case(
        "bits_size_missing",
        dedent("""\
            def a { bits b = 1; }
            """),
        stderr=dedent("""\
            input.td:1:14: error: expected '<' after bits type
            def a { bits b = 1; }
                         ^
            """),
        status=1,
    ),
    Case(
        "list_missing_element_type",
        dedent("""\
            def a { list l = []; }
            """),
        stderr=dedent("""\
            input.td:1:14: error: expected '<' after list type
            def a { list l = []; }
                         ^
            """),
        status=1,
    ),
    Case(
        "bit_slice_on_int",
        dedent("""\
            def a { int i = 6; bits<2> lo = i{1-0}; bit b = i{2}; }
            """),
        stderr=dedent("""\
            input.td:1:34: error: Invalid bit range for value
            def a { int i = 6; bits<2> lo = i{1-0}; bit b = i{2}; }
                                             ^
            input.td:1:38: error: expected ';' after declaration
            def a { int i = 6; bits<2> lo = i{1-0}; bit b = i{2}; }
                                                 ^
            """),
        status=1,
    ),
    Case(
        "bit_slice_out_of_range",
        dedent("""\
            def a { bits<2> b = 0; bit x = b{5}; }
            """),
        stderr=dedent("""\
            input.td:1:33: error: Invalid bit range for value
            def a { bits<2> b = 0; bit x = b{5}; }
                                            ^
            input.td:1:35: error: expected ';' after declaration
            def a { bits<2> b = 0; bit x = b{5}; }
                                              ^
            """),
        status=1,
    ),
    Case(
        "list_slice_on_non_list",
        dedent("""\
            def a { int i = 5; int x = i[0]; }
            """),
        stderr=dedent("""\
            input.td:1:28: error: Type 'int' is invalid, list expected
            def a { int i = 5; int x = i[0]; }
                                       ^
            input.td:1:29: error: expected ';' after declaration
            def a { int i = 5; int x = i[0]; }
                                        ^
            """),
        status=1,
    ),
    Case(
        "field_access_on_non_record",
        dedent("""\
            def a { int i = 5; int x = i.foo; }
            """),
        stderr=dedent("""\
            input.td:1:30: error: Cannot access field 'foo' of value 'i'
            def a { int i = 5; int x = i.foo; }
                                         ^
            input.td:1:30: error: expected ';' after declaration
            def a { int i = 5; int x = i.foo; }
                                         ^
            """),
        status=1,
    ),
    Case(
        "json_types",
        dedent("""\
            class K;
            def k : K;
            def a { bit b = 1; bits<3> bs = 5; int i = 7; string s = "s"; code c = [{c}]; list<K> l = [k]; dag d = (k 1:$a); K r = k; int u = ?; }
            """),
        stdout=dedent("""\
            {"!instanceof":{"K":["k"]},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:3"],"!name":"a","!superclasses":[],"b":1,"bs":[1,0,1],"c":"c","d":{"args":[[1,"a"]],"kind":"dag","operator":{"def":"k","kind":"def","printable":"k"},"printable":"(k 1:$a)"},"i":7,"l":[{"def":"k","kind":"def","printable":"k"}],"r":{"def":"k","kind":"def","printable":"k"},"s":"s","u":null},"k":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"k","!superclasses":["K"]}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_types(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Values convert to (or are rejected by) field types as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
