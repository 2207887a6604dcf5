// CASE: func_valid
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
// CASE: func_declaration_valid
"func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "private"}> ({
}) : () -> ()
// -----
// CASE: func_missing_sym_name
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_missing_function_type
"func.func"() <{sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_function_type_not_type
"func.func"() <{function_type = 3 : i32, sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_sym_name_not_string
"func.func"() <{function_type = () -> (), sym_name = 1 : i32}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_no_region
"func.func"() <{function_type = () -> (), sym_name = "f"}> : () -> ()
// -----
// CASE: func_two_regions
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}, {
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_with_operand
%a = "test.val"() : () -> i32
"func.func"(%a) <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : (i32) -> ()
// -----
// CASE: func_with_result
%0 = "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> i32
// -----
// CASE: func_missing_terminator
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %a = "test.val"() : () -> i32
}) : () -> ()
// -----
// CASE: func_isolated_from_above
%a = "test.val"() : () -> i32
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "test.use"(%a) : (i32) -> ()
  "test.term"() : () -> ()
}) : () -> ()
// -----
// CASE: func_arg_attrs_not_array
"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = 1 : i64}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_no_inline_valid
"func.func"() <{function_type = () -> (), sym_name = "f", no_inline}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: return_not_last
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: return_with_result
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.return"() : () -> i32
}) : () -> ()
// -----
// CASE: return_outside_func
"test.region"() ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: return_with_region
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() ({
  }) : () -> ()
}) : () -> ()
// -----
// CASE: call_valid
"func.func"() <{function_type = () -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%0 = "func.call"() <{callee = @g}> : () -> i32
// -----
// CASE: call_missing_callee
%0 = "func.call"() : () -> i32
// -----
// CASE: call_callee_string
%0 = "func.call"() <{callee = "g"}> : () -> i32
// -----
// CASE: call_callee_nested_symbol
%0 = "func.call"() <{callee = @a::@b}> : () -> i32
// -----
// CASE: call_no_inline_not_unit
%0 = "func.call"() <{callee = @g, no_inline = 1 : i64}> : () -> i32
// -----
// CASE: call_indirect_valid
%f = "test.val"() : () -> ((i32) -> i64)
%a = "test.val"() : () -> i32
%0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> i64
// -----
// CASE: call_indirect_callee_not_function
%f = "test.val"() : () -> i32
%0 = "func.call_indirect"(%f) : (i32) -> i64
// -----
// CASE: call_indirect_no_operands
%0 = "func.call_indirect"() : () -> i64
// -----
// CASE: call_indirect_result_mismatch
%f = "test.val"() : () -> ((i32) -> i64)
%a = "test.val"() : () -> i32
%0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> i32
// -----
// CASE: call_indirect_operand_mismatch
%f = "test.val"() : () -> ((i32) -> i64)
%a = "test.val"() : () -> f32
%0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, f32) -> i64
// -----
// CASE: constant_missing_value
%0 = "func.constant"() : () -> (() -> ())
// -----
// CASE: constant_value_not_symbol
%0 = "func.constant"() <{value = 1 : i32}> : () -> (() -> ())
// -----
// CASE: return_operand_count_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: return_type_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %b = "test.val"() : () -> f32
  "func.return"(%b) : (f32) -> ()
}) : () -> ()
// -----
// CASE: func_entry_arg_type_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"(%a) : (i64) -> ()
}) : () -> ()
// -----
// CASE: func_entry_arg_count_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  %a = "test.val"() : () -> i32
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
// CASE: func_arg_attrs_count_mismatch
"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = [{}]}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_arg_attrs_not_dialect
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{foo = 1}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_arg_attrs_not_dict
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [1]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: func_res_attrs_count_mismatch
"func.func"() <{function_type = () -> i32, sym_name = "f", res_attrs = [{a.b}, {}]}> ({
  %a = "test.val"() : () -> i32
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
// CASE: call_undefined_callee
%0 = "func.call"() <{callee = @g}> : () -> i32
// -----
// CASE: call_operand_count_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%0 = "func.call"() <{callee = @g}> : () -> i32
// -----
// CASE: call_operand_type_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%a = "test.val"() : () -> f32
%0 = "func.call"(%a) <{callee = @g}> : (f32) -> i32
// -----
// CASE: call_result_count_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
"func.call"(%a) <{callee = @g}> : (i32) -> ()
// -----
// CASE: call_result_type_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%a = "test.val"() : () -> i32
%0 = "func.call"(%a) <{callee = @g}> : (i32) -> f32
// -----
// CASE: call_callee_not_func
"test.sym"() <{sym_name = "g"}> : () -> ()
%0 = "func.call"() <{callee = @g}> : () -> i32
// -----
// CASE: constant_undefined_function
%0 = "func.constant"() <{value = @g}> : () -> (() -> ())
// -----
// CASE: constant_type_mismatch
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%0 = "func.constant"() <{value = @g}> : () -> (() -> ())
// -----
// CASE: constant_valid
"func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
}) : () -> ()
%0 = "func.constant"() <{value = @g}> : () -> ((i32) -> i32)
// -----
// CASE: call_undefined_then_return_outside_func
%0 = "func.call"() <{callee = @g}> : () -> i32
%1 = "test.val"() : () -> i32
"func.return"(%1) : (i32) -> ()
// -----
// CASE: call_undefined_in_region
"test.region"() ({
  %0 = "func.call"() <{callee = @g}> : () -> i32
}) : () -> ()
// -----
// CASE: call_result_count_in_func
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.call"() <{callee = @f}> : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: return_checked_before_call_symbol
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "func.call"() <{callee = @nope}> : () -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
// CASE: order_return_not_last_before_verifier
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %x = "test.val"() : () -> i32
  "func.return"(%x) : (i32) -> ()
  "test.op"() : () -> ()
}) : () -> ()
// -----
// CASE: order_func_nested_before_return_mismatch
"func.func"() <{function_type = () -> f32, sym_name = "f"}> ({
  %x = "arith.addi"() : () -> i32
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
// -----
// CASE: order_func_interface_before_verifier
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: order_public_declaration_symbol_before_function
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
}) : () -> ()
// -----
// CASE: private_declaration_valid
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()
// -----
// CASE: order_bad_visibility_before_function_interface
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "hidden"}> ({
^bb0(%a: f32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: nested_visibility_valid
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "nested"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
// CASE: declaration_nested_visibility_valid
"func.func"() <{function_type = (i32) -> i64, sym_name = "f", sym_visibility = "nested"}> ({
}) : () -> ()
// -----
// CASE: declaration_public_with_args
"func.func"() <{function_type = (i32) -> i64, sym_name = "g", sym_visibility = "public"}> ({
}) : () -> ()
