"""TableGen multiclass, defm, NAME and defset: print-records against llvm-tblgen."""

from __future__ import annotations

from pathlib import Path
from textwrap import dedent

import pytest
from tests.support.tblgen_case import Case, check_case

# Expected texts are llvm-tblgen 22's output for each source (see tblgen_case.py).
CASES = [
    Case(
        "multiclass_basic",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass M<int base> {
              def _a : R<base>;
              def _b : R<!add(base, 1)>;
            }
            defm X : M<10>;
            defm Y : M<20>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 10;
            }
            def X_b {\t// R
              int val = 11;
            }
            def Y_a {\t// R
              int val = 20;
            }
            def Y_b {\t// R
              int val = 21;
            }
            """),
    ),
    Case(
        "multiclass_name_placement",
        dedent("""\
            class R { string n = NAME; }
            multiclass M {
              def NAME : R;
              def pre_ # NAME : R;
              def NAME # _post : R;
              def mid_ # NAME # _mid : R;
              def plain : R;
            }
            defm X : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              string n = R:NAME;
            }
            ------------- Defs -----------------
            def X {\t// R
              string n = "X";
            }
            def X_post {\t// R
              string n = "X_post";
            }
            def Xplain {\t// R
              string n = "Xplain";
            }
            def mid_X_mid {\t// R
              string n = "mid_X_mid";
            }
            def pre_X {\t// R
              string n = "pre_X";
            }
            """),
    ),
    Case(
        "multiclass_anonymous_defm",
        dedent("""\
            class R { string n = NAME; }
            multiclass M { def _a : R; def NAME : R; }
            defm : M;
            defm : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              string n = R:NAME;
            }
            ------------- Defs -----------------
            def anonymous_0 {\t// R
              string n = "anonymous_0";
            }
            def anonymous_0_a {\t// R
              string n = "anonymous_0_a";
            }
            def anonymous_1 {\t// R
              string n = "anonymous_1";
            }
            def anonymous_1_a {\t// R
              string n = "anonymous_1_a";
            }
            """),
    ),
    Case(
        "multiclass_nested_defm",
        dedent("""\
            class R<string t> { string tag = t; }
            multiclass Inner<string t> { def _i : R<t>; }
            multiclass Outer<string t> {
              defm _o : Inner<t # "!">;
              defm NAME # _p : Inner<t>;
              def _d : R<t>;
            }
            defm Top : Outer<"x">;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<string R:t = ?> {
              string tag = R:t;
            }
            ------------- Defs -----------------
            def Top_d {\t// R
              string tag = "x";
            }
            def Top_o_i {\t// R
              string tag = "x!";
            }
            def Top_p_i {\t// R
              string tag = "x";
            }
            """),
    ),
    Case(
        "multiclass_inheritance",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass A<int v> { def _a : R<v>; }
            multiclass B<int v> { def _b : R<!mul(v, 2)>; }
            multiclass AB<int v> : A<v>, B<!add(v, 1)> { def _ab : R<0>; }
            defm X : AB<3>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 3;
            }
            def X_ab {\t// R
              int val = 0;
            }
            def X_b {\t// R
              int val = 8;
            }
            """),
    ),
    Case(
        "defm_with_class_parents",
        dedent("""\
            class R<int v> { int val = v; }
            class Tag<string t> { string tag = t; }
            class Extra { bit extra = true; }
            multiclass M<int v> { def _a : R<v>; def _b : R<v>; }
            defm X : M<1>, Tag<"t">, Extra;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class Extra {
              bit extra = 1;
            }
            class R<int R:v = ?> {
              int val = R:v;
            }
            class Tag<string Tag:t = ?> {
              string tag = Tag:t;
            }
            ------------- Defs -----------------
            def X_a {\t// R Tag Extra
              int val = 1;
              string tag = "t";
              bit extra = 1;
            }
            def X_b {\t// R Tag Extra
              int val = 1;
              string tag = "t";
              bit extra = 1;
            }
            """),
    ),
    Case(
        "defm_let_inside_multiclass",
        dedent("""\
            class R { int val = 0; string s = "d"; }
            multiclass M<int v> {
              let val = v in def _a : R;
              def _b : R { let s = "b"; }
            }
            let s = "outer" in defm X : M<5>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int val = 0;
              string s = "d";
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 5;
              string s = "outer";
            }
            def X_b {\t// R
              int val = 0;
              string s = "outer";
            }
            """),
    ),
    Case(
        "multiclass_template_defaults_and_named",
        dedent("""\
            class R<int v, string s> { int val = v; string str = s; }
            multiclass M<int v = 1, string s = "s"> { def _r : R<v, s>; }
            defm A : M;
            defm B : M<s = "named">;
            defm C : M<7>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?, string R:s = ?> {
              int val = R:v;
              string str = R:s;
            }
            ------------- Defs -----------------
            def A_r {\t// R
              int val = 1;
              string str = "s";
            }
            def B_r {\t// R
              int val = 1;
              string str = "named";
            }
            def C_r {\t// R
              int val = 7;
              string str = "s";
            }
            """),
    ),
    Case(
        "multiclass_defvar_and_foreach",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass M<list<int> vals> {
              defvar n = !size(vals);
              foreach v = vals in def _ # v : R<!mul(v, n)>;
            }
            defm X : M<[1, 2, 3]>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_1 {\t// R
              int val = 3;
            }
            def X_2 {\t// R
              int val = 6;
            }
            def X_3 {\t// R
              int val = 9;
            }
            """),
    ),
    Case(
        "multiclass_if",
        dedent("""\
            class R<string s> { string str = s; }
            multiclass M<bit flag> {
              if flag then def _yes : R<"y">;
              else def _no : R<"n">;
            }
            defm T : M<true>;
            defm F : M<false>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<string R:s = ?> {
              string str = R:s;
            }
            ------------- Defs -----------------
            def F_no {\t// R
              string str = "n";
            }
            def T_yes {\t// R
              string str = "y";
            }
            """),
    ),
    Case(
        "multiclass_unknown_in_defm",
        dedent("""\
            defm X : Nope<1>;
            """),
        stderr=dedent("""\
            input.td:1:10: error: Couldn't find multiclass 'Nope'
            defm X : Nope<1>;
                     ^
            """),
        status=1,
    ),
    Case(
        "multiclass_redefinition",
        dedent("""\
            multiclass M { def _a; }
            multiclass M { def _b; }
            """),
        stderr=dedent("""\
            input.td:2:12: error: multiclass 'M' already defined
            multiclass M { def _b; }
                       ^
            """),
        status=1,
    ),
    Case(
        "defm_duplicate_record",
        dedent("""\
            multiclass M { def _a; }
            defm X : M;
            defm X : M;
            """),
        stderr=dedent("""\
            input.td:1:20: error: def already exists: X_a
            multiclass M { def _a; }
                               ^
            input.td:3:10: note: instantiated from multiclass
            defm X : M;
                     ^
            input.td:1:20: note: location of previous definition
            multiclass M { def _a; }
                               ^
            input.td:2:10: note: instantiated from multiclass
            defm X : M;
                     ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "defm_class_parent_first",
        dedent("""\
            class K;
            multiclass M { def _a; }
            defm X : K, M;
            """),
        stderr=dedent("""\
            input.td:3:10: error: Couldn't find multiclass 'K'
            defm X : K, M;
                     ^
            """),
        status=1,
    ),
    Case(
        "defm_no_multiclass_parent",
        dedent("""\
            class K;
            defm X : K;
            """),
        stderr=dedent("""\
            input.td:2:10: error: Couldn't find multiclass 'K'
            defm X : K;
                     ^
            """),
        status=1,
    ),
    Case(
        "multiclass_assert",
        dedent("""\
            multiclass M<int v> {
              assert !lt(v, 10), "v too large: " # v;
              def _a { int val = v; }
            }
            defm Ok : M<3>;
            defm Bad : M<30>;
            """),
        stderr=dedent("""\
            input.td:2:10: error: assertion failed: v too large: 30
              assert !lt(v, 10), "v too large: " # v;
                     ^
            llvm-tblgen: 1 errors.
            """),
        status=1,
    ),
    Case(
        "multiclass_self_references",
        dedent("""\
            class R<string n> { string other = n; }
            multiclass M {
              def _a : R<NAME # "_b">;
              def _b : R<NAME # "_a">;
            }
            defm X : M;
            def user { R r = X_a; string o = X_b.other; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<string R:n = ?> {
              string other = R:n;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              string other = "X_b";
            }
            def X_b {\t// R
              string other = "X_a";
            }
            def user {
              R r = X_a;
              string o = "X_a";
            }
            """),
    ),
    Case(
        "multiclass_record_references",
        dedent("""\
            class R { int val = 1; }
            multiclass M {
              def _a : R;
              def _b : R { int copy = !cast<R>(NAME # "_a").val; }
            }
            defm X : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int val = 1;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 1;
            }
            def X_b {\t// R
              int val = 1;
              int copy = 1;
            }
            """),
    ),
    Case(
        "defm_anonymous_inside_multiclass",
        dedent("""\
            class R<string t> { string tag = t; string n = NAME; }
            multiclass Inner<string t> { def _i : R<t>; def NAME : R<t>; }
            multiclass Outer { defm : Inner<"anon">; defm NAME : Inner<"named">; }
            defm Top : Outer;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<string R:t = ?> {
              string tag = R:t;
              string n = R:NAME;
            }
            ------------- Defs -----------------
            def Top {\t// R
              string tag = "named";
              string n = "Top";
            }
            def Top_i {\t// R
              string tag = "named";
              string n = "Top_i";
            }
            def Topanonymous_0 {\t// R
              string tag = "anon";
              string n = "Topanonymous_0";
            }
            def Topanonymous_0_i {\t// R
              string tag = "anon";
              string n = "Topanonymous_0_i";
            }
            """),
    ),
    Case(
        "multiclass_name_in_defvar_and_cast",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass M<int v> {
              defvar me = NAME;
              def _a : R<v>;
              def _b : R<!add(!cast<R>(me # "_a").val, 100)>;
              def _s { string s = me; }
            }
            defm X : M<1>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 1;
            }
            def X_b {\t// R
              int val = 101;
            }
            def X_s {
              string s = "X";
            }
            """),
    ),
    Case(
        "multiclass_foreach_nested_defm",
        dedent("""\
            class R<string s> { string str = s; }
            multiclass Inner<string s> { def _x : R<s>; }
            multiclass Outer<list<string> ss> {
              foreach s = ss in
                defm _ # s : Inner<s>;
            }
            defm O : Outer<["p", "q"]>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<string R:s = ?> {
              string str = R:s;
            }
            ------------- Defs -----------------
            def O_p_x {\t// R
              string str = "p";
            }
            def O_q_x {\t// R
              string str = "q";
            }
            """),
    ),
    Case(
        "multiclass_let_block_inside",
        dedent("""\
            class R { int a = 0; int b = 0; }
            multiclass M<int v> {
              let a = v in {
                def _x : R;
                let b = !mul(v, 2) in def _y : R;
              }
            }
            defm X : M<3>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R {
              int a = 0;
              int b = 0;
            }
            ------------- Defs -----------------
            def X_x {\t// R
              int a = 3;
              int b = 0;
            }
            def X_y {\t// R
              int a = 3;
              int b = 6;
            }
            """),
    ),
    Case(
        "defm_let_overrides_class_parent",
        dedent("""\
            class R { int a = 0; }
            class P { int p = 1; }
            multiclass M { def _x : R; }
            let a = 9 in defm X : M, P;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class P {
              int p = 1;
            }
            class R {
              int a = 0;
            }
            ------------- Defs -----------------
            def X_x {\t// R P
              int a = 9;
              int p = 1;
            }
            """),
    ),
    Case(
        "multiclass_template_arg_used_in_name",
        dedent("""\
            multiclass M<string suffix> { def _ # suffix { string s = suffix; } }
            defm X : M<"one">;
            defm Y : M<"two">;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def X_one {
              string s = "one";
            }
            def Y_two {
              string s = "two";
            }
            """),
    ),
    Case(
        "defm_name_expression",
        dedent("""\
            multiclass M { def _x; }
            defvar p = "pre";
            defm p # _mid : M;
            foreach i = [1, 2] in defm "q" # i : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def p_mid_x {
            }
            def q1_x {
            }
            def q2_x {
            }
            """),
    ),
    Case(
        "multiclass_empty_body_error",
        dedent("""\
            multiclass M {}
            """),
        stderr=dedent("""\
            input.td:1:15: error: multiclass must contain at least one def
            multiclass M {}
                          ^
            """),
        status=1,
    ),
    Case(
        "multiclass_inheritance_only",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass A<int v> { def _a : R<v>; }
            multiclass B<int v> : A<v>;
            defm X : B<7>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_a {\t// R
              int val = 7;
            }
            """),
    ),
    Case(
        "multiclass_unused_argument_warning",
        dedent("""\
            multiclass M<int used, int unused> { def _a { int v = used; } }
            defm X : M<1, 2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def X_a {
              int v = 1;
            }
            """),
        stderr=dedent("""\
            input.td:1:28: warning: unused template argument: M::unused
            multiclass M<int used, int unused> { def _a { int v = used; } }
                                       ^
            """),
    ),
    Case(
        "defm_record_locs_json",
        dedent("""\
            class R { int v = 1; }
            multiclass Inner { def _i : R; }
            multiclass Outer { defm _o : Inner; }
            defm X : Outer;
            """),
        stdout=dedent("""\
            {"!instanceof":{"R":["X_o_i"]},"!tablegen_json_version":1,"X_o_i":{"!anonymous":false,"!fields":[],"!locs":["input.td:2","input.td:3","input.td:4"],"!name":"X_o_i","!superclasses":["R"],"v":1}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "name_placement_in_nested_defm",
        dedent("""\
            multiclass I { def NAME # _i; def _j # NAME; }
            multiclass O { defm NAME # _mid : I; defm _sfx : I; }
            defm X : O;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def X_mid_i {
            }
            def X_sfx_i {
            }
            def _jX_mid {
            }
            def _jX_sfx {
            }
            """),
    ),
    Case(
        "name_as_template_default",
        dedent("""\
            class C<string n = NAME> { string s = n; }
            def c : C;
            multiclass M { def _m : C; def _k : C<NAME>; }
            defm Y : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<string C:n = C:NAME> {
              string s = C:n;
            }
            ------------- Defs -----------------
            def Y_k {\t// C
              string s = "Y";
            }
            def Y_m {\t// C
              string s = "Y_m";
            }
            def c {\t// C
              string s = "c";
            }
            """),
    ),
    Case(
        "foreach_iterator_shadows_template_arg",
        dedent("""\
            class C<int i> { int v = i; }
            multiclass M<int i> { foreach i = [7] in def _m # i : C<i>; }
            defm Z : M<3>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<int C:i = ?> {
              int v = C:i;
            }
            ------------- Defs -----------------
            def Z_m7 {\t// C
              int v = 7;
            }
            """),
        stderr=dedent("""\
            input.td:2:18: warning: unused template argument: M::i
            multiclass M<int i> { foreach i = [7] in def _m # i : C<i>; }
                             ^
            """),
    ),
    Case(
        "name_in_anonymous_defm_class_arg",
        dedent("""\
            class C<string p> { string s = p # NAME; }
            multiclass M { def _a : C<NAME>; }
            defm : M;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class C<string C:p = ?> {
              string s = !strconcat(C:p, C:NAME);
            }
            ------------- Defs -----------------
            def anonymous_0_a {\t// C
              string s = "anonymous_0anonymous_0_a";
            }
            """),
    ),
    Case(
        "multiclass_inheritance_chain_arguments",
        dedent("""\
            multiclass M<int n> { def _a { int v = n; } }
            multiclass N<int n> : M<!add(n, 1)>;
            multiclass O<int n> : N<!mul(n, 10)> { def _o { int w = n; } }
            defm X : O<2>;
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            ------------- Defs -----------------
            def X_a {
              int v = 21;
            }
            def X_o {
              int w = 2;
            }
            """),
    ),
    Case(
        "defset_basic",
        dedent("""\
            class R<int v> { int val = v; }
            defset list<R> All = {
              def a : R<1>;
              def b : R<2>;
              defset list<R> Inner = { def c : R<3>; }
              multiclass M { def _m : R<4>; }
              defm X : M;
              foreach i = [5, 6] in def f # i : R<i>;
            }
            def user { list<R> all = All; list<R> inner = Inner; }
            """),
        stdout=dedent("""\
            ------------- Classes -----------------
            class R<int R:v = ?> {
              int val = R:v;
            }
            ------------- Defs -----------------
            def X_m {\t// R
              int val = 4;
            }
            def a {\t// R
              int val = 1;
            }
            def b {\t// R
              int val = 2;
            }
            def c {\t// R
              int val = 3;
            }
            def f5 {\t// R
              int val = 5;
            }
            def f6 {\t// R
              int val = 6;
            }
            def user {
              list<R> all = [a, b, c, X_m, f5, f6];
              list<R> inner = [c];
            }
            """),
    ),
    Case(
        "defset_wrong_element_type",
        dedent("""\
            class R; class S;
            defset list<R> All = { def a : R; def s : S; }
            def user { list<R> l = All; }
            """),
        stderr=dedent("""\
            input.td:2:39: error: adding record of incompatible type 'S' to defset
            defset list<R> All = { def a : R; def s : S; }
                                                  ^
            input.td:2:8: note: location of defset declaration
            defset list<R> All = { def a : R; def s : S; }
                   ^
            """),
        status=1,
    ),
    Case(
        "defset_not_list",
        dedent("""\
            class R;
            defset R All = { def a : R; }
            """),
        stderr=dedent("""\
            input.td:2:8: error: expected list type
            defset R All = { def a : R; }
                   ^
            """),
        status=1,
    ),
    Case(
        "defset_dump_json",
        dedent("""\
            class R<int v> { int val = v; }
            defset list<R> All = { def a : R<1>; def b : R<2>; }
            """),
        stdout=dedent("""\
            {"!instanceof":{"R":["a","b"]},"!tablegen_json_version":1,"a":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"a","!superclasses":["R"],"val":1},"b":{"!anonymous":false,"!fields":[],"!locs":["input.td:2"],"!name":"b","!superclasses":["R"],"val":2}}
            """),
        args=("--dump-json",),
    ),
    Case(
        "multiclass_instances_json",
        dedent("""\
            class R<int v> { int val = v; }
            multiclass M<int v> { def _x : R<v>; def _y : R<!add(v, 1)>; }
            defm A : M<1>;
            class T { bit t = 1; }
            defm B : M<10>, T;
            """),
        stdout=dedent("""\
            {"!instanceof":{"R":["A_x","A_y","B_x","B_y"],"T":["B_x","B_y"]},"!tablegen_json_version":1,"A_x":{"!anonymous":false,"!fields":[],"!locs":["input.td:2","input.td:3"],"!name":"A_x","!superclasses":["R"],"val":1},"A_y":{"!anonymous":false,"!fields":[],"!locs":["input.td:2","input.td:3"],"!name":"A_y","!superclasses":["R"],"val":2},"B_x":{"!anonymous":false,"!fields":[],"!locs":["input.td:2","input.td:5"],"!name":"B_x","!superclasses":["R","T"],"t":1,"val":10},"B_y":{"!anonymous":false,"!fields":[],"!locs":["input.td:2","input.td:5"],"!name":"B_y","!superclasses":["R","T"],"t":1,"val":11}}
            """),
        args=("--dump-json",),
    ),
]


@pytest.mark.parametrize("case", [case.param() for case in CASES])
def test_multiclass(
    case: Case,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Multiclass instantiation names and resolves records as llvm-tblgen does."""
    check_case(case, tmp_path, monkeypatch, capsys)
