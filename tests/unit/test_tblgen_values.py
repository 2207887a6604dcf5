"""TableGen literals and simple values: print-records output against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "int_decimal",
        dedent("""\
            def a { int x = 0; int y = 42; int z = -7; int w = +5; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int x = 0;
              int y = 42;
              int z = -7;
              int w = 5;
            }
            """),
    ),
    Case(
        "int_hex_binary",
        dedent("""\
            def a { int h = 0x1F; int hh = 0xffffffffffffffff; int b = 0b1010; int z = 0b0; int hz = 0x0; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int h = 31;
              int hh = -1;
              int b = 10;
              int z = 0;
              int hz = 0;
            }
            """),
    ),
    Case(
        "int_64bit_wrap",
        dedent("""\
            def a {
              int max = 9223372036854775807;
              int min = -9223372036854775808;
              int big = 0x8000000000000000;
              int wrap = !add(9223372036854775807, 1);
              int mulw = !mul(4294967296, 4294967296);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int max = 9223372036854775807;
              int min = -9223372036854775808;
              int big = -9223372036854775808;
              int wrap = -9223372036854775808;
              int mulw = 0;
            }
            """),
    ),
    Case(
        "int_negative_binary",
        dedent("""\
            def a { int nb = -0b11; }
            """),
        stderr=dedent("""\
            input.td:1:20: error: expected ';' after declaration
            def a { int nb = -0b11; }
                               ^
            """),
        status=1,
    ),
    Case(
        "int_decimal_out_of_range",
        dedent("""\
            def a { int x = 18446744073709551616; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: number out of range
            def a { int x = 18446744073709551616; }
                            ^
            input.td:1:17: error: Unknown or reserved token when parsing a value
            def a { int x = 18446744073709551616; }
                            ^
            input.td:1:17: error: expected ';' after declaration
            def a { int x = 18446744073709551616; }
                            ^
            """),
        status=1,
    ),
    Case(
        "int_decimal_u64",
        dedent("""\
            def a { int x = 18446744073709551615; }
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
        "int_hex_out_of_range",
        dedent("""\
            def a { int x = 0x10000000000000000; }
            """),
        stderr=dedent("""\
            input.td:1:17: error: number out of range
            def a { int x = 0x10000000000000000; }
                            ^
            input.td:1:17: error: Unknown or reserved token when parsing a value
            def a { int x = 0x10000000000000000; }
                            ^
            input.td:1:17: error: expected ';' after declaration
            def a { int x = 0x10000000000000000; }
                            ^
            """),
        status=1,
    ),
    Case(
        "nested_comments",
        dedent("""\
            /* outer /* inner */ still comment */
            // line comment /* not a block
            def a { /* c */ int x = /* 1 */ 2; } // trailing
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
        "unterminated_comment",
        dedent("""\
            def a;
            /* open /* nested */
            """),
        stderr=dedent("""\
            input.td:2:1: error: unterminated comment
            /* open /* nested */
            ^
            input.td:2:1: error: Unexpected token at top level
            /* open /* nested */
            ^
            """),
        status=1,
    ),
    Case(
        "string_escapes",
        dedent("""\

            def a {
              string s = "tab\\there";
              string q = "quote\\" and \\\\ backslash";
              string n = "line\\nbreak";
              string sq = "single\\'q";
              string cat = "con" "cat";
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string s = "tab\there";
              string q = "quote" and \\ backslash";
              string n = "line
            break";
              string sq = "single'q";
              string cat = "concat";
            }
            """),
    ),
    Case(
        "string_bad_escape",
        dedent("""\

            def a { string s = "bad\\q"; }
            """),
        stderr=dedent("""\
            input.td:2:25: error: invalid escape in string literal
            def a { string s = "bad\\q"; }
                                    ^
            input.td:2:20: error: Unknown or reserved token when parsing a value
            def a { string s = "bad\\q"; }
                               ^
            input.td:2:20: error: expected ';' after declaration
            def a { string s = "bad\\q"; }
                               ^
            """),
        status=1,
    ),
    Case(
        "string_unterminated",
        dedent("""\
            def a { string s = "open;
            }
            """),
        stderr=dedent("""\
            input.td:1:21: error: end of line in string literal
            def a { string s = "open;
                                ^
            input.td:1:20: error: Unknown or reserved token when parsing a value
            def a { string s = "open;
                               ^
            input.td:1:20: error: expected ';' after declaration
            def a { string s = "open;
                               ^
            """),
        status=1,
    ),
    Case(
        "code_blocks",
        dedent("""\
            def a {
              code c = [{ multi
                line "code" }];
              string s = [{as string}];
              code e = [{}];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              code c = [{ multi
                line "code" }];
              code s = [{as string}];
              code e = [{}];
            }
            """),
    ),
    Case(
        "code_unterminated",
        dedent("""\
            def a { code c = [{ never closed; }
            """),
        stderr=dedent("""\
            input.td:1:18: error: unterminated code block
            def a { code c = [{ never closed; }
                             ^
            input.td:1:18: error: Unknown or reserved token when parsing a value
            def a { code c = [{ never closed; }
                             ^
            input.td:1:18: error: expected ';' after declaration
            def a { code c = [{ never closed; }
                             ^
            """),
        status=1,
    ),
    Case(
        "identifiers_with_digits",
        dedent("""\
            def 1st { int x = 1; }
            def 2nd_def { int 3x = 2; }
            class 4cls { int k = 4; }
            def a0 : 4cls;
            def b { int y = 1st.x; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class 4cls {
              int k = 4;
            }
            ------------- Defs -----------------
            def 1st {
              int x = 1;
            }
            def 2nd_def {
              int 3x = 2;
            }
            def a0 {\t// 4cls
              int k = 4;
            }
            def b {
              int y = 1;
            }
            """),
    ),
    Case(
        "dollar_names",
        dedent("""\
            def ins;
            def a { dag d = (ins $a, $b, 1:$c); dag e = (ins:$op); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = (ins ?:$a, ?:$b, 1:$c);
              dag e = (ins:$op);
            }
            def ins {
            }
            """),
    ),
    Case(
        "unset_values",
        dedent("""\
            class C { int i; string s; bits<2> b; list<int> l; dag d; }
            def a : C;
            def b { int x = ?; bits<3> y = { 1, ?, 0 }; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C {
              int i = ?;
              string s = ?;
              bits<2> b = { ?, ? };
              list<int> l = ?;
              dag d = ?;
            }
            ------------- Defs -----------------
            def a {\t// C
              int i = ?;
              string s = ?;
              bits<2> b = { ?, ? };
              list<int> l = ?;
              dag d = ?;
            }
            def b {
              int x = ?;
              bits<3> y = { 1, ?, 0 };
            }
            """),
    ),
    Case(
        "bits_values",
        dedent("""\
            def a {
              bits<4> b = 0b1010;
              bits<8> h = 0xA5;
              bits<3> l = { 1, 0, 1 };
              bit t = true;
              bit f = false;
              bits<2> fromint = 3;
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<4> b = { 1, 0, 1, 0 };
              bits<8> h = { 1, 0, 1, 0, 0, 1, 0, 1 };
              bits<3> l = { 1, 0, 1 };
              bit t = 1;
              bit f = 0;
              bits<2> fromint = { 1, 1 };
            }
            """),
    ),
    Case(
        "bits_from_bits_and_ints",
        dedent("""\
            def a {
              bits<2> lo = 2;
              bits<6> cat = { lo, 0b1, 0, 1, 1 };
              int asint = cat;
              bits<4> slice = cat{5-2};
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<2> lo = { 1, 0 };
              bits<6> cat = { 1, 0, 1, 0, 1, 1 };
              int asint = 43;
              bits<4> slice = { 1, 0, 1, 0 };
            }
            """),
    ),
    Case(
        "bit_slices",
        dedent("""\
            def a {
              bits<8> v = 0b10110010;
              bits<4> hi = v{7-4};
              bits<4> rev = v{0-3};
              bits<3> pick = v{7, 0, 1};
              bit one = v{1};
              bits<8> int_slice = !cast<bits<8>>(178){7-0};
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bits<8> v = { 1, 0, 1, 1, 0, 0, 1, 0 };
              bits<4> hi = { 1, 0, 1, 1 };
              bits<4> rev = { 0, 1, 0, 0 };
              bits<3> pick = { 1, 0, 1 };
              bit one = 1;
              bits<8> int_slice = { 1, 0, 1, 1, 0, 0, 1, 0 };
            }
            """),
    ),
    Case(
        "list_values",
        dedent("""\
            def a {
              list<int> e = [];
              list<int> l = [1, 2, 3];
              list<string> s = ["a", "b"];
              list<list<int>> n = [[1], [], [2, 3]];
              list<int> typed = []<int>;
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> e = [];
              list<int> l = [1, 2, 3];
              list<string> s = ["a", "b"];
              list<list<int>> n = [[1], [], [2, 3]];
              list<int> typed = [];
            }
            """),
    ),
    Case(
        "list_slices",
        dedent("""\
            def a {
              list<int> l = [10, 11, 12, 13, 14, 15];
              int first = l[0];
              list<int> mid = l[1-3];
              list<int> picks = l[5, 0, 2...3];
              list<int> rev = l[4-2];
              list<int> one = l[2,];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> l = [10, 11, 12, 13, 14, 15];
              int first = 10;
              list<int> mid = [11, 12, 13];
              list<int> picks = [15, 10, 12, 13];
              list<int> rev = [14, 13, 12];
              list<int> one = [12];
            }
            """),
    ),
    Case(
        "list_index_out_of_range",
        dedent("""\
            def a { list<int> l = [1, 2]; int x = l[5]; }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'x' in 'a' could not be fully resolved: [1, 2][5]
            def a { list<int> l = [1, 2]; int x = l[5]; }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "dag_values",
        dedent("""\
            def op; def a1; def a2;
            def r {
              dag d = (op a1, a2);
              dag n = (op:$name a1:$x, "str":$y, 3, ?:$u);
              dag nested = (op (op a1), (a1 a2));
              dag empty = (op);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a1 {
            }
            def a2 {
            }
            def op {
            }
            def r {
              dag d = (op a1, a2);
              dag n = (op:$name a1:$x, "str":$y, 3, ?:$u);
              dag nested = (op (op a1), (a1 a2));
              dag empty = (op);
            }
            """),
    ),
    Case(
        "dag_list_operator",
        dedent("""\
            def op;
            def a { dag d = ([op] 1); dag n = ([[1], [2]]:$name 2:$x); dag e = ([]<int>); dag s = !setdagop(d, op); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              dag d = ([op] 1);
              dag n = ([[1], [2]]:$name 2:$x);
              dag e = ([]);
              dag s = (op 1);
            }
            def op {
            }
            """),
    ),
    Case(
        "dag_list_operator_json",
        dedent("""\
            def op;
            def a { dag d = ([op]:$n 1); }
            """),
        stdout=dedent("""\
            {"!instanceof":{},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"a","!superclasses":[],"d":{"args":[[1,null]],"kind":"dag","name":"n","operator":[{"def":"op","kind":"def","printable":"op"}],"printable":"([op]:$n 1)"}},"op":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"op","!superclasses":[]}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "dag_operator_not_identifier",
        dedent("""\
            def a { dag d = ("s" 1); }
            """),
        stderr=dedent("""\
            input.td:1:18: error: expected identifier or list of value types in dag init
            def a { dag d = ("s" 1); }
                             ^
            input.td:1:18: error: expected ';' after declaration
            def a { dag d = ("s" 1); }
                             ^
            """),
        status=1,
    ),
    Case(
        "dag_empty",
        dedent("""\
            def a { dag d = (); }
            """),
        stderr=dedent("""\
            input.td:1:18: error: expected identifier or list of value types in dag init
            def a { dag d = (); }
                             ^
            input.td:1:18: error: expected ';' after declaration
            def a { dag d = (); }
                             ^
            """),
        status=1,
    ),
    Case(
        "field_access",
        dedent("""\
            class P { int v = 5; list<int> l = [1, 2]; string s = "str"; }
            def p : P;
            def q {
              int v = p.v;
              int e = p.l[1];
              string s = p.s;
              P self_ref = p;
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class P {
              int v = 5;
              list<int> l = [1, 2];
              string s = "str";
            }
            ------------- Defs -----------------
            def p {\t// P
              int v = 5;
              list<int> l = [1, 2];
              string s = "str";
            }
            def q {
              int v = 5;
              int e = 2;
              string s = "str";
              P self_ref = p;
            }
            """),
    ),
    Case(
        "field_access_unknown",
        dedent("""\
            def p { int v = 1; }
            def q { int w = p.nope; }
            """),
        stderr=dedent("""\
            input.td:2:19: error: Cannot access field 'nope' of value 'p'
            def q { int w = p.nope; }
                              ^
            input.td:2:19: error: expected ';' after declaration
            def q { int w = p.nope; }
                              ^
            """),
        status=1,
    ),
    Case(
        "paste_operator",
        dedent("""\
            defvar pre = "x";
            def pre#_a { string s = pre # "y"; }
            def a { string s = "a" # "b" # "c"; list<string> l = ["p"] # ["q"]; }
            def "str"#name;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string s = "abc";
              list<string> l = ["p", "q"];
            }
            def pre_a {
              string s = "xy";
            }
            def strname {
            }
            """),
    ),
    Case(
        "paste_int_and_string",
        dedent("""\
            foreach i = [1, 2] in
              def rec#i { string s = "v" # i; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def rec1 {
              string s = "v1";
            }
            def rec2 {
              string s = "v2";
            }
            """),
    ),
    Case(
        "forward_reference_fields",
        dedent("""\
            def a {
              int x = y;
              int y = 3;
              int z = !add(x, y);
            }
            """),
        stderr=dedent("""\
            input.td:2:11: error: Variable not defined: 'y'
              int x = y;
                      ^
            input.td:1:5: error: Initializer of 'z' in 'a' could not be fully resolved: !add(x, 3)
            def a {
                ^
            llvm-tblgen: 2 errors.
            """),
        status=1,
    ),
    Case(
        "self_reference_record",
        dedent("""\
            class Node { Node next; }
            def n0 : Node { let next = n1; }
            def n1 : Node { let next = n0; }
            """),
        stderr=dedent("""\
            input.td:2:28: error: Variable not defined: 'n1'
            def n0 : Node { let next = n1; }
                                       ^
            """),
        status=1,
    ),
    Case(
        "late_bound_field_reference",
        dedent("""\
            class C { int y = 1; int x = y; list<int> l = [x, y]; }
            def d : C { let y = 5; }
            def e : C;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C {
              int y = 1;
              int x = y;
              list<int> l = [x, y];
            }
            ------------- Defs -----------------
            def d {\t// C
              int y = 5;
              int x = 5;
              list<int> l = [5, 5];
            }
            def e {\t// C
              int y = 1;
              int x = 1;
              list<int> l = [1, 1];
            }
            """),
    ),
    Case(
        "cast_to_later_record",
        dedent("""\
            class Node<string n> { Node next = !cast<Node>(n); }
            def n0 : Node<"n0">;
            class Later<string n> { Node name = !cast<Node>(n).next.next.next; }
            def u : Later<"n0">;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Later<string Later:n = ?> {
              Node name = !cast<Node>(Later:n).next.next.next;
            }
            class Node<string Node:n = ?> {
              Node next = !cast<Node>(Node:n);
            }
            ------------- Defs -----------------
            def n0 {\t// Node
              Node next = n0;
            }
            def u {\t// Later
              Node name = n0;
            }
            """),
    ),
    Case(
        "anonymous_records",
        dedent("""\
            class A<int v> { int val = v; }
            def x { A a = A<1>; A b = A<2>; A c = A<1>; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:v = ?> {
              int val = A:v;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int val = 1;
            }
            def anonymous_1 {\t// A
              int val = 2;
            }
            def x {
              A a = anonymous_0;
              A b = anonymous_1;
              A c = anonymous_0;
            }
            """),
    ),
    Case(
        "anonymous_in_list",
        dedent("""\
            class A<int v> { int val = v; }
            def x { list<A> as = [A<3>, A<4>]; int first = as[0].val; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class A<int A:v = ?> {
              int val = A:v;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// A
              int val = 3;
            }
            def anonymous_1 {\t// A
              int val = 4;
            }
            def x {
              list<A> as = [anonymous_0, anonymous_1];
              int first = 3;
            }
            """),
    ),
    Case(
        "code_and_string_compare",
        dedent("""\
            def a { bit eq = !eq([{x}], "x"); code c = "plain"; string s = [{code}]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bit eq = 1;
              string c = "plain";
              code s = [{code}];
            }
            """),
    ),
    Case(
        "question_in_lists",
        dedent("""\
            def a { list<int> l = [1, ?, 3]; bits<2> b = ?; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> l = [1, ?, 3];
              bits<2> b = { ?, ? };
            }
            """),
    ),
    Case(
        "strings_non_ascii",
        dedent("""\
            def a { string s = "héllo wörld ✓"; code c = [{ünïcode}]; int n = !size("é"); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string s = "héllo wörld ✓";
              code c = [{ünïcode}];
              int n = 2;
            }
            """),
    ),
    Case(
        "json_string_escapes",
        dedent("""\
            def a { string s = "tab\\there \\"q\\" back\\\\slash é"; code c = [{line1
            line2}]; }
            """),
        stdout=dedent("""\
            {"!instanceof":{},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"a","!superclasses":[],"c":"line1\\nline2","s":"tab\\there \\"q\\" back\\\\slash é"}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "json_int_extremes",
        dedent("""\
            def a { int big = 9223372036854775807; int small = -9223372036854775808; bits<3> b = { 1, ?, 0 }; }
            """),
        stdout=dedent("""\
            {"!instanceof":{},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"a","!superclasses":[],"b":[0,null,1],"big":9223372036854775807,"small":-9223372036854775808}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "json_dag_and_unresolved_refs",
        dedent("""\
            def op;
            class C<int p> { int v = !add(p, 1); dag d = (op p:$x); }
            def c : C<2>;
            """),
        stdout=dedent("""\
            {"!instanceof":{"C":["c"]},"!tablegen_json_version":1,"c":{"!anonymous":false,"!fields":[],"!locs":["input.td:3"],"!name":"c","!superclasses":["C"],"d":{"args":[[2,"x"]],"kind":"dag","operator":{"def":"op","kind":"def","printable":"op"},"printable":"(op 2:$x)"},"v":3},"op":{"!anonymous":false,"!fields":[],"!locs":["input.td:1"],"!name":"op","!superclasses":[]}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "dump_json_basic",
        dedent("""\
            class A<int x> { int v = x; string s = "q\\"uote"; }
            def a : A<3> { list<int> l = [1, 2]; bits<2> b = 0b10; dag d = (a 1:$x, "s"); bit u = ?; }
            """),
        stdout=dedent("""\
            {"!instanceof":{"A":["a"]},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"a","!superclasses":["A"],"b":[0,1],"d":{"args":[[1,"x"],["s",null]],"kind":"dag","operator":{"def":"a","kind":"def","printable":"a"},"printable":"(a 1:$x, \\"s\\")"},"l":[1,2],"s":"q\\"uote","u":null,"v":3}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "dump_json_anon_and_defvar",
        dedent("""\
            class A<int x> { int v = x; }
            def b { A ref = A<5>; code c = [{ c }]; }
            """),
        stdout=dedent("""\
            {"!instanceof":{"A":["anonymous_0"]},"!tablegen_json_version":1,"anonymous_0":{"!anonymous":true,"!fields":[],"!locs":["input.td:2"],"!name":"anonymous_0","!superclasses":["A"],"v":5},"b":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"b","!superclasses":[],"c":" c ","ref":{"def":"anonymous_0","kind":"def","printable":"anonymous_0"}}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_values(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Literals, comments, identifiers, lists, dags and slices print as llvm-tblgen prints them."""
    check_case(case, tmp_path, monkeypatch, capsys)
