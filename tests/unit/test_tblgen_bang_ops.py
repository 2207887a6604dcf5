"""Every bang operator of llvm-tblgen 22, folded values and errors, against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case, golden_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "arith_add_sub_mul",
        dedent("""\
            def a {
              int add = !add(1, 2, 3, 4);
              int sub = !sub(10, 3);
              int mul = !mul(3, -4, 2);
              int neg = !sub(0, 9223372036854775807);
              bits<4> b = !add(0b0011, 1);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int add = 10;
              int sub = 7;
              int mul = -24;
              int neg = -9223372036854775807;
              bits<4> b = { 0, 1, 0, 0 };
            }
            """),
    ),
    Case(
        "arith_div",
        dedent("""\
            def a { int d = !div(7, 2); int n = !div(-7, 2); int m = !div(-9223372036854775808, -1); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Illegal operation: INT64_MIN / -1
            def a { int d = !div(7, 2); int n = !div(-7, 2); int m = !div(-9223372036854775808, -1); }
                ^
            """),
        status=1,
    ),
    Case(
        "arith_div_ok",
        dedent("""\
            def a { int d = !div(7, 2); int n = !div(-7, 2); int p = !div(-8, -2); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int d = 3;
              int n = -3;
              int p = 4;
            }
            """),
    ),
    Case(
        "arith_div_by_zero",
        dedent("""\
            def a { int d = !div(1, 0); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Illegal operation: division by zero
            def a { int d = !div(1, 0); }
                ^
            """),
        status=1,
    ),
    Case(
        "logic_and_or_xor_not",
        dedent("""\
            def a {
              int and = !and(12, 10, 8);
              int or = !or(1, 2, 4);
              int xor = !xor(15, 5);
              bit n0 = !not(0);
              bit n1 = !not(5);
              bit bitand = !and(true, false);
              bit bitor = !or(false, true);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int and = 8;
              int or = 7;
              int xor = 10;
              bit n0 = 1;
              bit n1 = 0;
              bit bitand = 0;
              bit bitor = 1;
            }
            """),
    ),
    Case(
        "shifts",
        dedent("""\
            def a {
              int shl = !shl(1, 62);
              int sra = !sra(-16, 2);
              int srl = !srl(-16, 60);
              int shl0 = !shl(5, 0);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int shl = 4611686018427387904;
              int sra = -4;
              int srl = 15;
              int shl0 = 5;
            }
            """),
    ),
    Case(
        "shift_out_of_range",
        dedent("""\
            def a { int s = !shl(1, 64); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Illegal operation: out of bounds shift
            def a { int s = !shl(1, 64); }
                ^
            """),
        status=1,
    ),
    Case(
        "arith_wrong_type",
        dedent("""\
            def a { int s = !add(1, "x"); }
            """),
        stderr=dedent("""\
            input.td:1:25: error: expected value of type 'int', got 'string'
            def a { int s = !add(1, "x"); }
                                    ^
            input.td:1:28: error: expected ';' after declaration
            def a { int s = !add(1, "x"); }
                                       ^
            """),
        status=1,
    ),
    Case(
        "compare_ints",
        dedent("""\
            def a {
              list<bit> r = [!eq(1, 1), !ne(1, 2), !lt(1, 2), !le(2, 2), !gt(1, 2), !ge(3, 2)];
              bit bits_eq = !eq(0b101, 5);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<bit> r = [1, 1, 1, 1, 0, 1];
              bit bits_eq = 1;
            }
            """),
    ),
    Case(
        "compare_strings",
        dedent("""\
            def a {
              list<bit> r = [!eq("a", "a"), !ne("a", "b"), !lt("a", "b"), !le("b", "a"), !gt("b", "a"), !ge("a", "a")];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<bit> r = [1, 1, 1, 0, 1, 1];
            }
            """),
    ),
    Case(
        "compare_records",
        dedent("""\
            def x; def y;
            def a { bit same = !eq(x, x); bit diff = !eq(x, y); bit ne = !ne(x, y); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              bit same = 1;
              bit diff = 0;
              bit ne = 1;
            }
            def x {
            }
            def y {
            }
            """),
    ),
    Case(
        "compare_records_ordering_error",
        dedent("""\
            def x; def y;
            def a { bit lt = !lt(x, y); }
            """),
        stderr=dedent("""\
            input.td:2:22: error: expected bit, bits, int, or string; got value of type '{}'
            def a { bit lt = !lt(x, y); }
                                 ^
            input.td:2:23: error: expected ';' after declaration
            def a { bit lt = !lt(x, y); }
                                  ^
            """),
        status=1,
    ),
    Case(
        "compare_mixed_types_error",
        dedent("""\
            def a { bit e = !eq(1, "1"); }
            """),
        stderr=dedent("""\
            input.td:1:24: error: expected value of type 'int', got 'string'
            def a { bit e = !eq(1, "1"); }
                                   ^
            input.td:1:27: error: expected ';' after declaration
            def a { bit e = !eq(1, "1"); }
                                      ^
            """),
        status=1,
    ),
    Case(
        "if_and_cond",
        dedent("""\
            defvar n = 3;
            def a {
              string i = !if(!gt(n, 2), "big", "small");
              int j = !if(0, 1, 2);
              string c = !cond(!lt(n, 0): "neg", !eq(n, 0): "zero", true: "pos");
              list<int> l = !if(1, [1], []);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string i = "big";
              int j = 2;
              string c = "pos";
              list<int> l = [1];
            }
            """),
    ),
    Case(
        "cond_no_match",
        dedent("""\
            def a { int c = !cond(false: 1); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: a does not have any true condition in:!cond(0: 1)
            def a { int c = !cond(false: 1); }
                ^
            """),
        status=1,
    ),
    Case(
        "if_in_class_unresolved",
        dedent("""\
            class C<int p> { string s = !if(p, "yes", "no"); int sum = !add(p, 1); }
            def t : C<1>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:p = ?> {
              string s = !if(C:p, "yes", "no");
              int sum = !add(C:p, 1);
            }
            ------------- Defs -----------------
            def t {\t// C
              string s = "yes";
              int sum = 2;
            }
            """),
    ),
    Case(
        "cast_conversions",
        dedent("""\
            class R { int v = 3; }
            def rec : R;
            def a {
              string s_of_int = !cast<string>(42);
              int int_of_bits = !cast<int>(0b101);
              bits<4> bits_of_int = !cast<bits<4>>(6);
              string s_of_rec = !cast<string>(rec);
              R rec_of_s = !cast<R>("rec");
              int via = !cast<R>("re" # "c").v;
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int v = 3;
            }
            ------------- Defs -----------------
            def a {
              string s_of_int = "42";
              int int_of_bits = 5;
              bits<4> bits_of_int = { 0, 1, 1, 0 };
              string s_of_rec = "rec";
              R rec_of_s = rec;
              int via = 3;
            }
            def rec {\t// R
              int v = 3;
            }
            """),
    ),
    Case(
        "cast_unknown_record",
        dedent("""\
            class R;
            def a { R r = !cast<R>("missing"); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: Undefined reference to record: 'missing'

            def a { R r = !cast<R>("missing"); }
                ^
            """),
        status=1,
    ),
    Case(
        "cast_wrong_class",
        dedent("""\
            class R; class S;
            def s : S;
            def a { R r = !cast<R>("s"); }
            """),
        stderr=dedent("""\
            input.td:3:5: error: Expected type 'R', got 'S' in: !cast<R>("s")

            def a { R r = !cast<R>("s"); }
                ^
            """),
        status=1,
    ),
    Case(
        "isa_and_exists",
        dedent("""\
            class R; class S : R;
            def r : R; def s : S;
            def a {
              list<bit> isa = [!isa<R>(r), !isa<S>(r), !isa<R>(s), !isa<int>(1), !isa<string>(1)];
              list<bit> ex = [!exists<R>("r"), !exists<S>("r"), !exists<R>("nope")];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
            }
            class S {\t// R
            }
            ------------- Defs -----------------
            def a {
              list<bit> isa = [1, 0, 1, 1, 0];
              list<bit> ex = [1, 0, 0];
            }
            def r {\t// R
            }
            def s {\t// R S
            }
            """),
    ),
    Case(
        "empty_size_head_tail",
        dedent("""\
            def op;
            def a {
              list<bit> empty = [!empty([]<int>), !empty([1]), !empty(""), !empty("x"), !empty((op)), !empty((op 1))];
              list<int> size = [!size([1, 2, 3]), !size("four"), !size((op 1, 2))];
              int head = !head([7, 8]);
              list<int> tail = !tail([7, 8, 9]);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<bit> empty = [1, 0, 1, 0, 1, 0];
              list<int> size = [3, 4, 2];
              int head = 7;
              list<int> tail = [8, 9];
            }
            def op {
            }
            """),
    ),
    Case(
        "head_of_empty_list",
        dedent("""\
            def a { int h = !head([]<int>); }
            """),
        stderr=dedent("""\
            input.td:1:30: error: empty list argument in unary operator
            def a { int h = !head([]<int>); }
                                         ^
            input.td:1:30: error: expected ';' after declaration
            def a { int h = !head([]<int>); }
                                         ^
            """),
        status=1,
    ),
    Case(
        "list_ops",
        dedent("""\
            def a {
              list<int> cat = !listconcat([1], [2, 3], []<int>, [4]);
              list<string> splat = !listsplat("x", 3);
              list<int> rem = !listremove([1, 2, 3, 2, 1], [2]);
              list<int> flat = !listflatten([[1, 2], [3], []<int>]);
              list<int> flat1 = !listflatten([1, 2]);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> cat = [1, 2, 3, 4];
              list<string> splat = ["x", "x", "x"];
              list<int> rem = [1, 3, 1];
              list<int> flat = [1, 2, 3];
              list<int> flat1 = [1, 2];
            }
            """),
    ),
    Case(
        "listconcat_type_mismatch",
        dedent("""\
            def a { list<int> l = !listconcat([1], ["s"]); }
            """),
        stderr=dedent("""\
            input.td:1:45: error: Element type mismatch for list: element type 'string' not convertible to 'int
            def a { list<int> l = !listconcat([1], ["s"]); }
                                                        ^
            input.td:1:45: error: expected ';' after declaration
            def a { list<int> l = !listconcat([1], ["s"]); }
                                                        ^
            """),
        status=1,
    ),
    Case(
        "range_forms",
        dedent("""\
            def a {
              list<int> r1 = !range(4);
              list<int> r2 = !range(2, 5);
              list<int> r3 = !range(10, 0, -3);
              list<int> r4 = !range(["a", "b", "c"]);
              list<int> r5 = !range(5, 2);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> r1 = [0, 1, 2, 3];
              list<int> r2 = [2, 3, 4];
              list<int> r3 = [10, 7, 4, 1];
              list<int> r4 = [0, 1, 2];
              list<int> r5 = [];
            }
            """),
    ),
    Case(
        "range_zero_step",
        dedent("""\
            def a { list<int> r = !range(0, 5, 0); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Step of !range can't be 0
            def a { list<int> r = !range(0, 5, 0); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "foldl_foreach_filter",
        dedent("""\
            def a {
              int sum = !foldl(0, [1, 2, 3, 4], acc, x, !add(acc, x));
              list<int> rev = !foldl([]<int>, [1, 2, 3], acc, x, !listconcat([x], acc));
              list<int> sq = !foreach(x, [1, 2, 3], !mul(x, x));
              list<int> even = !filter(x, [1, 2, 3, 4, 5, 6], !eq(!and(x, 1), 0));
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              int sum = 10;
              list<int> rev = [3, 2, 1];
              list<int> sq = [1, 4, 9];
              list<int> even = [2, 4, 6];
            }
            """),
    ),
    Case(
        "foreach_over_dag",
        dedent("""\
            def op; def A; def B;
            def a { dag e = !foreach(x, (op A:$a, B), x); dag f = !foreach(x, (op), x); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def A {
            }
            def B {
            }
            def a {
              dag e = (op A:$a, B);
              dag f = (op);
            }
            def op {
            }
            """),
    ),
    Case(
        "foreach_var_not_id",
        dedent("""\
            def a { list<int> l = !foreach(1, [1], 2); }
            """),
        stderr=dedent("""\
            input.td:1:32: error: first argument of !foreach/!filter must be an identifier
            def a { list<int> l = !foreach(1, [1], 2); }
                                           ^
            input.td:1:32: error: expected ';' after declaration
            def a { list<int> l = !foreach(1, [1], 2); }
                                           ^
            """),
        status=1,
    ),
    Case(
        "filter_non_bit_predicate",
        dedent("""\
            def a { list<int> l = !filter(x, [1, 2], "s"); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Initializer of 'l' in 'a' could not be fully resolved: !filter(x, [1, 2], "s")
            def a { list<int> l = !filter(x, [1, 2], "s"); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "find_and_substr",
        dedent("""\
            def a {
              list<int> find = [!find("abcabc", "bc"), !find("abcabc", "bc", 2), !find("abc", "z"), !find("abc", "")];
              list<string> sub = [!substr("hello", 1), !substr("hello", 1, 3), !substr("hello", 5), !substr("hello", 0, 100)];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> find = [1, 4, -1, 0];
              list<string> sub = ["ello", "ell", "", "hello"];
            }
            """),
    ),
    Case(
        "string_ops_on_partial_utf8",
        dedent("""\
            def a {
              bit ne = !ne(!substr("héé", 2, 2), "x");
              bit lt = !lt(!substr("é", 0, 1), "z");
              int n = !size(!substr("héé", 2, 2));
              int f = !find(!substr("héé", 1, 3), "é");
              int g = !find("héé", !substr("é", 1, 1));
              string whole = !strconcat(!substr("é", 0, 1), !substr("é", 1, 1));
              string pasted = !substr("é", 0, 1) # !substr("é", 1, 1);
              string joined = !interleave([!substr("é", 0, 1), !substr("é", 1, 1)], "");
            }
            class R;
            def "é" : R;
            def b { R r = !cast<R>(a.whole); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
            }
            ------------- Defs -----------------
            def a {
              bit ne = 1;
              bit lt = 0;
              int n = 2;
              int f = 0;
              int g = 2;
              string whole = "é";
              string pasted = "é";
              string joined = "é";
            }
            def b {
              R r = é;
            }
            def é {\t// R
            }
            """),
    ),
    Case(
        "substr_start_out_of_range",
        dedent("""\
            def a { string s = !substr("hello", 9); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: !substr start position is out of range 0...5: 9
            def a { string s = !substr("hello", 9); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "substr_negative_start",
        dedent("""\
            def a { string s = !substr("hello", -1); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: !substr start position is out of range 0...5: -1
            def a { string s = !substr("hello", -1); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "strconcat_interleave",
        dedent("""\
            def a {
              string c = !strconcat("a", "b", "c");
              string i = !interleave(["x", "y", "z"], ", ");
              string n = !interleave([1, 2, 3], "-");
              string e = !interleave([]<string>, ",");
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              string c = "abc";
              string i = "x, y, z";
              string n = "1-2-3";
              string e = "";
            }
            """),
    ),
    Case(
        "subst",
        dedent("""\
            class K; def A : K; def B : K;
            def a {
              string s = !subst("o", "0", "foo boo");
              K r = !subst(A, B, A);
              string o = !subst("zz", "y", "abc");
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class K {
            }
            ------------- Defs -----------------
            def A {\t// K
            }
            def B {\t// K
            }
            def a {
              string s = "f00 b00";
              K r = B;
              string o = "abc";
            }
            """),
    ),
    Case(
        "tolower_toupper_repr",
        dedent("""\
            class R { int v = 1; }
            def rec : R;
            def a {
              string lo = !tolower("MiXeD 123");
              string up = !toupper("MiXeD 123");
              string r1 = !repr(42);
              string r2 = !repr("str");
              string r3 = !repr([1, 2]);
              string r4 = !repr(rec);
              string r5 = !repr((rec 1, "s":$n));
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int v = 1;
            }
            ------------- Defs -----------------
            def a {
              string lo = "mixed 123";
              string up = "MIXED 123";
              string r1 = "42";
              string r2 = ""str"";
              string r3 = "[1, 2]";
              string r4 = "rec {\t// R
              int v = 1;
            }
            ";
              string r5 = "(rec 1, "s":$n)";
            }
            def rec {\t// R
              int v = 1;
            }
            """),
    ),
    Case(
        "con_and_dag",
        dedent("""\
            def op; def A; def B;
            def a {
              dag con = !con((op A:$a), (op B:$b), (op));
              dag d = !dag(op, [A, B], ["x", "y"]);
              dag d2 = !dag(op, [1, 2], [?, "n"]);
              dag d3 = !dag(op, []<int>, []<string>);
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def A {
            }
            def B {
            }
            def a {
              dag con = (op A:$a, B:$b);
              dag d = (op A:$x, B:$y);
              dag d2 = (op 1, 2:$n);
              dag d3 = (op);
            }
            def op {
            }
            """),
    ),
    Case(
        "con_mismatched_operators",
        dedent("""\
            def op; def op2;
            def a { dag c = !con((op 1), (op2 2)); }
            """),
        stderr=dedent("""\
            error: Concatenated Dag operators do not match: '(op 1)' vs. '(op2 2)'
            """),
        status=1,
    ),
    Case(
        "dag_length_mismatch",
        dedent("""\
            def op;
            def a { dag d = !dag(op, [1, 2], ["x"]); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: Initializer of 'd' in 'a' could not be fully resolved: !dag(op, [1, 2], ["x"])
            def a { dag d = !dag(op, [1, 2], ["x"]); }
                ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "dag_accessors",
        dedent("""\
            class Op; def op : Op; def op2 : Op; class KA; def A : KA;
            defvar d = (op:$opname A:$a, 2:$b, "s");
            def a {
              Op gop = !getdagop(d);
              string opn = !getdagopname(d);
              dag sop = !setdagop(d, op2);
              dag sopn = !setdagopname(d, "renamed");
              KA arg0 = !getdagarg<KA>(d, 0);
              int argb = !getdagarg<int>(d, "b");
              string n0 = !getdagname(d, 0);
              string n2 = !getdagname(d, 2);
              dag sa = !setdagarg(d, "a", 5);
              dag sa1 = !setdagarg(d, 1, "t");
              dag sn = !setdagname(d, 2, "c");
              dag snb = !setdagname(d, "b", "bb");
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class KA {
            }
            class Op {
            }
            ------------- Defs -----------------
            def A {\t// KA
            }
            def a {
              Op gop = op;
              string opn = "opname";
              dag sop = (op2 A:$a, 2:$b, "s");
              dag sopn = (op:$renamed A:$a, 2:$b, "s");
              KA arg0 = A;
              int argb = 2;
              string n0 = "a";
              string n2 = ?;
              dag sa = (op:$opname 5:$a, 2:$b, "s");
              dag sa1 = (op:$opname A:$a, "t":$b, "s");
              dag sn = (op:$opname A:$a, 2:$b, "s":$c);
              dag snb = (op:$opname A:$a, 2:$bb, "s");
            }
            def op {\t// Op
            }
            def op2 {\t// Op
            }
            """),
    ),
    Case(
        "getdagarg_wrong_type",
        dedent("""\
            def op; def A;
            def a { int v = !getdagarg<int>((op A), 0); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def A {
            }
            def a {
              int v = ?;
            }
            def op {
            }
            """),
    ),
    Case(
        "getdagarg_out_of_range",
        dedent("""\
            def op;
            def a { int v = !getdagarg<int>((op 1), 3); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: !getdagarg index 3 is out of range (dag has 1 arguments)
            def a { int v = !getdagarg<int>((op 1), 3); }
                ^
            """),
        status=1,
    ),
    Case(
        "getdagarg_unknown_name",
        dedent("""\
            def op;
            def a { int v = !getdagarg<int>((op 1:$x), "y"); }
            """),
        stderr=dedent("""\
            input.td:2:5: error: !getdagarg key 'y' is not found
            def a { int v = !getdagarg<int>((op 1:$x), "y"); }
                ^
            """),
        status=1,
    ),
    Case(
        "getdagop_class_typed",
        dedent("""\
            class Op; def op : Op; def other;
            def a { Op o = !getdagop<Op>((op 1)); }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Op {
            }
            ------------- Defs -----------------
            def a {
              Op o = op;
            }
            def op {\t// Op
            }
            def other {
            }
            """),
    ),
    Case(
        "initialized",
        dedent("""\
            class C { int set = 1; int unset = ?; string s; }
            def c : C;
            def a { list<bit> r = [!initialized(c.set), !initialized(c.unset), !initialized(c.s), !initialized(?)]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C {
              int set = 1;
              int unset = ?;
              string s = ?;
            }
            ------------- Defs -----------------
            def a {
              list<bit> r = [1, 0, 0, 0];
            }
            def c {\t// C
              int set = 1;
              int unset = ?;
              string s = ?;
            }
            """),
    ),
    Case(
        "logtwo",
        dedent("""\
            def a { list<int> r = [!logtwo(1), !logtwo(2), !logtwo(1023), !logtwo(1024), !logtwo(9223372036854775807)]; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<int> r = [0, 1, 9, 10, 62];
            }
            """),
    ),
    Case(
        "logtwo_non_positive",
        dedent("""\
            def a { int r = !logtwo(0); }
            """),
        stderr=dedent("""\
            input.td:1:5: error: Illegal operation: logtwo is undefined on arguments less than or equal to 0
            def a { int r = !logtwo(0); }
                ^
            """),
        status=1,
    ),
    Case(
        "match",
        dedent("""\
            def a {
              list<bit> r = [!match("hello", "^h.*o$"), !match("hello", "ll"), !match("hello", "^l"), !match("a1", "[0-9]")];
            }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def a {
              list<bit> r = [1, 1, 0, 1];
            }
            """),
    ),
    Case(
        "match_bad_regex",
        dedent("""\
            def a { bit r = !match("x", "("); }
            """),
        stderr=dedent("""\
            error: invalid regex '('
            """),
        status=1,
    ),
    Case(
        "instances",
        dedent("""\
            class R<int v> { int val = v; }
            class S;
            def r1 : R<1>;
            def r2 : R<2>;
            def s1 : S;
            def all { list<R> rs = !instances<R>(); list<S> ss = !instances<S>(); list<R> f = !instances<R>("r1"); list<R> re = !instances<R>(".*2"); }
            def later : R<3>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            class S {
            }
            ------------- Defs -----------------
            def all {
              list<R> rs = [r1, r2];
              list<S> ss = [s1];
              list<R> f = [r1];
              list<R> re = [r2];
            }
            def later {\t// R
              int val = 3;
            }
            def r1 {\t// R
              int val = 1;
            }
            def r2 {\t// R
              int val = 2;
            }
            def s1 {\t// S
            }
            """),
    ),
    Case(
        "bang_unknown_operator",
        dedent("""\
            def a { int x = !frobnicate(1); }
            """),
        stderr=dedent("""\
            input.td:1:17: error: unknown operator
            def a { int x = !frobnicate(1); }
                            ^
            input.td:1:17: error: Unknown or reserved token when parsing a value
            def a { int x = !frobnicate(1); }
                            ^
            input.td:1:17: error: expected ';' after declaration
            def a { int x = !frobnicate(1); }
                            ^
            """),
        status=1,
    ),
    Case(
        "bang_wrong_arity",
        dedent("""\
            def a { int x = !sub(1, 2, 3); }
            """),
        stderr=dedent("""\
            input.td:1:17: error: expected two operands to operator
            def a { int x = !sub(1, 2, 3); }
                            ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "bang_missing_paren",
        dedent("""\
            def a { int x = !add 1, 2; }
            """),
        stderr=dedent("""\
            input.td:1:22: error: expected '(' after binary operator
            def a { int x = !add 1, 2; }
                                 ^
            input.td:1:22: error: expected ';' after declaration
            def a { int x = !add 1, 2; }
                                 ^
            """),
        status=1,
    ),
    golden_case("unresolved_ops_print_in_class", ()),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_bang_ops(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Each bang operator folds (or fails) exactly as in llvm-tblgen."""
    check_case(case, tmp_path, monkeypatch, capsys)
