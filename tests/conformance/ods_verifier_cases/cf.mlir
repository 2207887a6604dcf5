// CASE: cf_br_valid
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "cf.br"(%a) [^bb1] : (i32) -> ()
^bb1(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_br_arg_type_mismatch
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "cf.br"(%a) [^bb1] : (i32) -> ()
^bb1(%b: i64):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_br_arg_count_mismatch
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "cf.br"(%a) [^bb1] : (i32) -> ()
^bb1(%b: i32, %c: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_cond_br_valid
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %a: i32):
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%b: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_cond_br_false_dest_mismatch
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
^bb0(%c: i1, %a: i32):
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  "func.return"() : () -> ()
^bb2(%b: f32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_cond_br_condition_not_i1
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%c: i32):
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_valid
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32, %x: i32):
  "cf.switch"(%f, %x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[7]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_default_only_valid
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32):
  "cf.switch"(%f) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_flag_type_mismatch
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32, %x: i32):
  "cf.switch"(%f, %x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_case_count_mismatch
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32, %x: i32):
  "cf.switch"(%f, %x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_case_operand_type_mismatch
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32, %x: i32):
  "cf.switch"(%f, %x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: i32):
  "func.return"() : () -> ()
^bb2(%b: i64):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_default_operand_type_mismatch
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i32, %x: i32):
  "cf.switch"(%f, %x, %x) [^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: f32):
  "func.return"() : () -> ()
^bb2(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_switch_two_cases_second_mismatch
"func.func"() <{function_type = (i64, i32) -> (), sym_name = "f"}> ({
^bb0(%f: i64, %x: i32):
  "cf.switch"(%f, %x, %x, %x) [^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[1, 5]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i64, i32, i32, i32) -> ()
^bb1:
  "func.return"() : () -> ()
^bb2(%a: i32):
  "func.return"() : () -> ()
^bb3(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_assert_valid
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) <{msg = "oops"}> : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: cf_assert_missing_msg
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "cf.assert"(%c) : (i1) -> ()
  "func.return"() : () -> ()
}) : () -> ()
