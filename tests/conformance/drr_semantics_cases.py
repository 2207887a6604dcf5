"""Inputs of ``test_drr_semantics_diff.py``: IR written by us for the DRR
patterns of MLIR's test dialect (``TestOps.td``), one or more cases per
directive, with inputs that must match and inputs that must not.

Test ops are written in generic form; functions return what they compute so
nothing is dead.
"""

from __future__ import annotations


def _func(name: str, args: str, body: str, results: str, types: str) -> str:
    lines = "\n".join(f"  {line}" for line in body.strip().splitlines())
    ret = f"  return {results} : {types}\n" if results else "  return\n"
    return f"func.func @{name}({args}) -> ({types}) {{\n{lines}\n{ret}}}\n"


CASES: dict[str, str] = {
    "replace_and_nested": _func(
        "replace_and_nested",
        "%x: i32",
        """
%0 = "test.op_a"(%x) {attr = 10 : i32} : (i32) -> i32
%1 = "test.op_a"(%0) {attr = 20 : i32} : (i32) -> i32
%2 = "test.op_a"(%x) {attr = 30 : i32} : (i32) -> i32
""",
        "%1, %2",
        "i32, i32",
    ),
    "benefit_and_constant_attr": _func(
        "benefit_and_constant_attr",
        "%x: i32",
        """
%0 = "test.op_d"(%x) : (i32) -> i32
%1 = "test.op_g"(%x) : (i32) -> i32
%2 = "test.op_g"(%1) : (i32) -> i32
%3 = "test.op_c"(%x) : (i32) -> i32
""",
        "%0, %2, %3",
        "i32, i32, i32",
    ),
    "zero_results_and_zero_operands": _func(
        "zero_results_and_zero_operands",
        "%x: i32",
        """
"test.op_h"(%x) : (i32) -> ()
%0 = "test.op_j"() : () -> i32
""",
        "%0",
        "i32",
    ),
    "equal_arguments": _func(
        "equal_arguments",
        "%a: i32, %b: i32, %c: i32",
        """
%0 = "test.op_n"(%a, %a) : (i32, i32) -> i32
%1 = "test.op_n"(%a, %b) : (i32, i32) -> i32
%p = "test.op_p"(%a, %b, %c, %c, %c, %c) : (i32, i32, i32, i32, i32, i32) -> i32
%2 = "test.op_n"(%b, %p) : (i32, i32) -> i32
%3 = "test.op_n"(%c, %p) : (i32, i32) -> i32
%4 = "test.op_p"(%a, %b, %a, %a, %b, %c) : (i32, i32, i32, i32, i32, i32) -> i32
%5 = "test.op_p"(%a, %b, %a, %b, %b, %c) : (i32, i32, i32, i32, i32, i32) -> i32
""",
        "%0, %1, %2, %3, %4, %5",
        "i32, i32, i32, i32, i32, i32",
    ),
    "nested_same_op_equal_args": _func(
        "nested_same_op_equal_args",
        "%a: i32, %b: i32",
        """
%i = "test.op_o"(%a) : (i32) -> i32
%n = "test.op_n"(%i, %b) : (i32, i32) -> i32
%0 = "test.op_n"(%n, %b) : (i32, i32) -> i32
%m = "test.op_n"(%i, %a) : (i32, i32) -> i32
%1 = "test.op_n"(%m, %b) : (i32, i32) -> i32
""",
        "%0, %1",
        "i32, i32",
    ),
    "ignored_arguments": _func(
        "ignored_arguments",
        "%a: i32, %b: i32, %c: i64",
        """
"test.ignore_arg_match_src"(%a, %b, %a) {d = 1 : i64, e = 2 : i32, f = 3 : i16} : (i32, i32, i32) -> ()
"test.ignore_arg_match_src"(%a, %b, %c) {d = 1 : i64, e = 2 : i32, f = 3 : i16} : (i32, i32, i64) -> ()
"test.ignore_arg_match_src"(%a, %b, %a) {d = 1 : i32, e = 2 : i32, f = 3 : i16} : (i32, i32, i32) -> ()
""",
        "",
        "",
    ),
    "interleaved_and_many_arguments": _func(
        "interleaved_and_many_arguments",
        "%a: i32, %b: i32",
        """
"test.interleaved_operand_attr1"(%a, %b) {attr1 = 15 : i64, attr2 = 42 : i64} : (i32, i32) -> ()
"test.many_arguments"(%a, %b, %a, %b, %a, %b, %a, %b, %a) {attr1 = 42 : i64, attr2 = 2 : i64, attr3 = 3 : i64, attr4 = 4 : i64, attr5 = 5 : i64, attr6 = 6 : i64, attr7 = 7 : i64, attr8 = 8 : i64, attr9 = 9 : i64} : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
"test.many_arguments"(%a, %b, %a, %b, %a, %b, %a, %b, %a) {attr1 = 41 : i64, attr2 = 2 : i64, attr3 = 3 : i64, attr4 = 4 : i64, attr5 = 5 : i64, attr6 = 6 : i64, attr7 = 7 : i64, attr8 = 8 : i64, attr9 = 9 : i64} : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
""",
        "",
        "",
    ),
    "native_code_call_value": _func(
        "native_code_call_value",
        "%a: i32, %b: i32",
        """
%0 = "test.native_code_call1"(%a, %b) {choice = false, attr1 = 42 : i64, attr2 = 24 : i64} : (i32, i32) -> i32
""",
        "%0",
        "i32",
    ),
    "all_attr_of": _func(
        "all_attr_of",
        "",
        """
%0 = "test.all_attr_constraint_of1"() {attr = [0, 1]} : () -> i32
%1 = "test.all_attr_constraint_of1"() {attr = [0, 2]} : () -> i32
%2 = "test.all_attr_constraint_of1"() {attr = [-1, 1]} : () -> i32
""",
        "%0, %1, %2",
        "i32, i32, i32",
    ),
    "constant_like_matcher": _func(
        "constant_like_matcher",
        "%x: i32",
        """
%c = arith.constant 5 : i32
%d = arith.constant 5 : i64
%0 = "test.op_r"(%x, %c) : (i32, i32) -> i32
%1 = "test.op_r"(%x, %d) : (i32, i64) -> i32
%2 = "test.op_r"(%x, %x) : (i32, i32) -> i32
""",
        "%0, %1, %2",
        "i32, i32, i32",
    ),
    "unit_attr_and_enums": _func(
        "unit_attr_and_enums",
        "",
        """
%0 = "test.match_op_attribute3"() {attr} : () -> i32
%1 = "test.match_op_attribute3"() : () -> i32
%2 = "test.i32_enum_attr"() {attr = 5 : i32} : () -> i32
%3 = "test.i32_enum_attr"() {attr = 10 : i32} : () -> i32
%4 = "test.i64_enum_attr"() {attr = 5 : i64} : () -> i32
""",
        "%0, %1, %2, %3, %4",
        "i32, i32, i32, i32, i32",
    ),
    "multi_result_whole": _func(
        "multi_result_whole",
        "",
        """
%0:3 = "test.three_result"() {kind = 1 : i64} : () -> (i32, f32, f32)
%1:3 = "test.three_result"() {kind = 2 : i64} : () -> (i32, f32, f32)
%2:3 = "test.three_result"() {kind = 3 : i64} : () -> (i32, f32, f32)
""",
        "%0#0, %0#2, %1#0, %1#1, %1#2, %2#0, %2#1, %2#2",
        "i32, f32, i32, f32, f32, i32, f32, f32",
    ),
    "multi_result_indexed": _func(
        "multi_result_indexed",
        "",
        """
%0:3 = "test.three_result"() {kind = 4 : i64} : () -> (i32, f32, f32)
%1:2 = "test.two_result"() {kind = 5 : i64} : () -> (i32, f32)
%2:2 = "test.two_result"() {kind = 5 : i64} : () -> (i32, f32)
%3:3 = "test.three_result"() {kind = 6 : i64} : () -> (i32, f32, f32)
""",
        "%0#0, %0#1, %0#2, %1#0, %2#0, %2#1, %3#0, %3#1, %3#2",
        "i32, f32, f32, i32, i32, f32, i32, f32, f32",
    ),
    "variadic_operands_and_results": _func(
        "variadic_operands_and_results",
        "%a: i32, %b: i32",
        """
%0:2 = "test.one_variadic_out_one_variadic_in1"(%a, %b) : (i32, i32) -> (i32, i32)
%f = arith.constant 1.0 : f32
"test.mixed_variadic_in1"(%a, %a, %f, %b, %b) : (i32, i32, f32, i32, i32) -> ()
""",
        "%0#0, %0#1",
        "i32, i32",
    ),
    "nested_variadic_result_op": _func(
        "nested_variadic_result_op",
        "",
        """
%0 = "test.one_i32_out"() : () -> i32
""",
        "%0",
        "i32",
    ),
    "variadic_directive": _func(
        "variadic_directive",
        "%a: i32, %b: i32, %c: i32",
        """
"test.mixed_variadic_in4"(%a, %b, %c) {attr1 = 0 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %a, %c) {attr1 = 2 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %b, %c) {attr1 = 2 : i32} : (i32, i32, i32) -> ()
"test.mixed_variadic_in4"(%a, %b, %c, %c) {attr1 = 0 : i32} : (i32, i32, i32, i32) -> ()
"test.mixed_variadic_in6"(%a, %b, %c, %a) {attr1 = 1 : i32} : (i32, i32, i32, i32) -> ()
"test.mixed_variadic_in6"(%a, %b, %c, %a) {attr1 = 2 : i32} : (i32, i32, i32, i32) -> ()
""",
        "",
        "",
    ),
    "variadic_sub_dag": _func(
        "variadic_sub_dag",
        "%a: i32, %b: i32, %c: i32",
        """
%x = "test.mixed_variadic_in_out_i32"(%a) : (i32) -> i32
%y = "test.mixed_variadic_in_out_i32"(%b) : (i32) -> i32
"test.mixed_variadic_in4"(%x, %y, %c) {attr1 = 1 : i32} : (i32, i32, i32) -> ()
""",
        "",
        "",
    ),
    "either": _func(
        "either",
        "%a: i32, %b: i16, %c: i64",
        """
%0 = "test.either_op_a"(%a, %b, %c) : (i32, i16, i64) -> i32
%1 = "test.either_op_a"(%b, %a, %c) : (i16, i32, i64) -> i32
%2 = "test.either_op_a"(%a, %a, %c) : (i32, i32, i64) -> i32
%e = "test.either_op_b"(%a, %c) : (i32, i64) -> i32
%3 = "test.either_op_a"(%b, %e, %c) : (i16, i32, i64) -> i32
""",
        "%0, %1, %2, %3",
        "i32, i32, i32, i32",
    ),
    "either_helpers": _func(
        "either_helpers",
        "%a: i32, %b: i32",
        """
%h1 = "test.either_helper_op_a"(%a) : (i32) -> i32
%h2 = "test.either_helper_op_b"(%b) : (i32) -> i32
%0 = "test.either_op_b"(%h2, %h1) : (i32, i32) -> i32
""",
        "%0",
        "i32",
    ),
    "locations": _func(
        "locations",
        "%x: i32",
        """
%0 = "test.loc_src"(%x) : (i32) -> i32 loc("a")
%1 = "test.loc_src"(%0) : (i32) -> i32 loc("b")
%2 = "test.loc_src"(%1) : (i32) -> i32 loc("c")
%3 = "test.loc_src"(%x) : (i32) -> i32 loc("d")
%4 = "test.loc_src"(%3) : (i32) -> i32 loc("e")
"test.loc_src_no_res"(%4) : (i32) -> () loc("f")
""",
        "%2",
        "i32",
    ),
    "variadic_root_result_types": _func(
        "variadic_root_result_types",
        "",
        """
%0:5 = "test.mixed_variadic_out1"() : () -> (i32, i32, f32, i32, i32)
%1:3 = "test.mixed_variadic_out1"() : () -> (i32, f32, i32)
""",
        "%0#0, %0#1, %0#2, %0#3, %0#4, %1#0, %1#1, %1#2",
        "i32, i32, f32, i32, i32, i32, f32, i32",
    ),
    "has_no_use_of": _func(
        "has_no_use_of",
        "",
        """
%0:2 = "test.two_result"() {kind = 5 : i64} : () -> (i32, f32)
""",
        "%0#0, %0#1",
        "i32, f32",
    ),
    "benefit_chains": _func(
        "benefit_chains",
        "",
        """
%0 = "test.illegal_op_a"() : () -> i32
%1 = "test.illegal_op_c"() : () -> i32
%2 = "test.illegal_op_b"() : () -> i32
""",
        "%0, %1, %2",
        "i32, i32, i32",
    ),
    "replace_with_value": _func(
        "replace_with_value",
        "%x: i32, %y: f32",
        """
%0 = "test.rewrite"(%x) : (i32) -> i32
%1 = "test.rewrite"(%0) : (i32) -> i32
%2 = "test.rewrite"(%y) : (f32) -> f32
""",
        "%1, %2",
        "i32, f32",
    ),
    "return_type_directive": _func(
        "return_type_directive",
        "%x: i32, %y: i8",
        """
%0 = "test.source_op"(%x) {tag = 11 : i32} : (i32) -> i32
%1 = "test.source_op"(%y) {tag = 22 : i32} : (i8) -> i32
%2 = "test.source_op"(%x) {tag = 33 : i32} : (i32) -> i32
%3 = "test.source_op"(%y) {tag = 44 : i32} : (i8) -> i32
%4 = "test.source_op"(%x) {tag = 55 : i32} : (i32) -> i32
%5 = "test.source_op"(%x) {tag = 66 : i32} : (i32) -> i32 loc("six")
%6 = "test.source_op"(%x) {tag = 77 : i32} : (i32) -> i32
""",
        "%0, %1, %2, %3, %4, %5, %6",
        "i32, i32, i32, i32, i32, i32, i32",
    ),
    "optional_and_default_attrs": _func(
        "optional_and_default_attrs",
        "",
        """
%0 = "test.match_op_attribute1"() {required_attr = 1 : i32, optional_attr = 2 : i32, default_valued_attr = 3 : i32, more_attr = 4 : i32} : () -> i32
%1 = "test.match_op_attribute1"() {required_attr = 1 : i32, more_attr = 4 : i32} : () -> i32
%2 = "test.match_op_attribute1"() {required_attr = 1 : i32, more_attr = 5 : i32} : () -> i32
""",
        "%0, %1, %2",
        "i32, i32, i32",
    ),
    "location_of_resultless_op": _func(
        "location_of_resultless_op",
        "%x: i32",
        """
%0 = "test.loc_src"(%x) : (i32) -> i32 loc("p")
%1 = "test.loc_src"(%0) : (i32) -> i32 loc("q")
"test.loc_src_no_res"(%1) : (i32) -> () loc("r")
""",
        "",
        "",
    ),
    "native_code_calls": _func(
        "native_code_calls",
        "%a: i32, %b: i32, %f: f32",
        """
%0 = "test.native_code_call1"(%a, %b) {choice = true, attr1 = 42 : i64, attr2 = 24 : i64} : (i32, i32) -> i32
%1 = "test.native_code_call3"(%a) : (i32) -> i32
%c:2 = "test.native_code_call6"(%a, %b) : (i32, i32) -> (i32, i32)
"test.symbol_binding_no_result"(%b) : (i32) -> ()
""",
        "%0, %1, %c#0, %c#1",
        "i32, i32, i32, i32",
    ),
    "native_matcher_outputs": _func(
        "native_matcher_outputs",
        "%a: i32, %f: f32",
        """
%x = "test.op_o"(%a) : (i32) -> i32
%0:2 = "test.native_code_call4"(%x) : (i32) -> (i32, i32)
%y = "test.one_result3"(%f) : (f32) -> i32
%1:2 = "test.native_code_call4"(%f) : (f32) -> (i32, i32)
""",
        "%0#0, %0#1, %1#0, %1#1",
        "i32, i32, i32, i32",
    ),
    "native_called_once": _func(
        "native_called_once",
        "%a: i32",
        """
%0 = "test.op_m"(%a) : (i32) -> i32
%1 = "test.op_m"(%a) {optional_attr = 7 : i32} : (i32) -> i32
%2 = "test.op_m"(%0) : (i32) -> i32
""",
        "%0, %1, %2",
        "i32, i32, i32",
    ),
}
