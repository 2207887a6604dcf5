module @matchers {
  func.func @uses_arith(%a : i32) -> i32 {
    %s = arith.addi %a, %a : i32
    return %s : i32
  }
  pdl_interp.func @matcher(%root : !pdl.operation) {
    %count = pdl_interp.get_attribute "count" of %root
    pdl_interp.is_not_null %count : !pdl.attribute -> ^bb1, ^end
  ^bb1:
    pdl_interp.check_operation_name of %root is "test.op" -> ^bb2, ^end
  ^bb2:
    pdl_interp.check_operand_count of %root is at_least 1 -> ^bb3, ^end
  ^bb3:
    pdl_interp.check_result_count of %root is 2 -> ^bb4, ^end
  ^bb4:
    pdl_interp.check_attribute %count is 10 : i64 -> ^bb5, ^end
  ^bb5:
    %operand = pdl_interp.get_operand 0 of %root
    %operands = pdl_interp.get_operands of %root : !pdl.range<value>
    %first = pdl_interp.get_operands 0 of %root : !pdl.value
    %result = pdl_interp.get_result 1 of %root
    %results = pdl_interp.get_results of %root : !pdl.range<value>
    %group = pdl_interp.get_results 1 of %root : !pdl.range<value>
    %def = pdl_interp.get_defining_op of %operand : !pdl.value
    %users = pdl_interp.get_users of %result : !pdl.value
    %ty = pdl_interp.get_value_type of %operand : !pdl.type
    %tys = pdl_interp.get_value_type of %operands : !pdl.range<type>
    %aty = pdl_interp.get_attribute_type of %count
    pdl_interp.are_equal %operand, %first : !pdl.value -> ^bb6, ^end
  ^bb6:
    pdl_interp.check_type %ty is i32 -> ^bb7, ^end
  ^bb7:
    pdl_interp.check_types %tys are [i32, i64] -> ^bb8, ^end
  ^bb8:
    pdl_interp.apply_constraint "myConstraint"(%operand, %count, %root : !pdl.value, !pdl.attribute, !pdl.operation) -> ^bb9, ^end
  ^bb9:
    %c = pdl_interp.apply_constraint "withResult"(%root : !pdl.operation) : !pdl.attribute {isNegated = true} -> ^bb10, ^end
  ^bb10:
    %e = pdl_interp.extract 0 of %users : !pdl.operation
    pdl_interp.switch_attribute %count to [10, true](^bb11, ^bb12) -> ^end
  ^bb11:
    pdl_interp.switch_operand_count of %root to dense<[1, 2]> : vector<2xi32>(^bb12, ^bb13) -> ^end
  ^bb12:
    pdl_interp.switch_operation_name of %root to ["foo.op", "bar.op"](^bb13, ^bb14) -> ^end
  ^bb13:
    pdl_interp.switch_result_count of %root to dense<[0, 2]> : vector<2xi32>(^bb14, ^bb15) -> ^end
  ^bb14:
    pdl_interp.switch_type %ty to [i32, i64](^bb15, ^bb16) -> ^end
  ^bb15:
    pdl_interp.switch_types %tys to [[i32], [i64, i64]](^bb16, ^bb17) -> ^end
  ^bb16:
    pdl_interp.foreach %op : !pdl.operation in %users {
      pdl_interp.check_operation_name of %op is "test.user" -> ^next, ^cont
    ^next:
      pdl_interp.record_match @rewriters::@rewriter(%root, %op : !pdl.operation, !pdl.operation) : benefit(1), loc([%root, %op]), root("test.op") -> ^cont
    ^cont:
      pdl_interp.continue
    } -> ^bb17
  ^bb17:
    pdl_interp.record_match @rewriters::@other : benefit(2), generatedOps(["foo.op"]), loc([%root]) -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @rewriter(%root : !pdl.operation, %user : !pdl.operation) {
      %attr = pdl_interp.create_attribute 10 : i64
      %type = pdl_interp.create_type i32
      %types = pdl_interp.create_types [i32, i64]
      %v = pdl_interp.get_result 0 of %root
      %vs = pdl_interp.get_results of %root : !pdl.range<value>
      %range = pdl_interp.create_range %v, %vs : !pdl.value, !pdl.range<value>
      %empty = pdl_interp.create_range : !pdl.range<type>
      %op = pdl_interp.create_operation "foo.op"(%v, %range : !pdl.value, !pdl.range<value>) {"attrA" = %attr, "attrB" = %attr} -> (%type, %types : !pdl.type, !pdl.range<type>)
      %op2 = pdl_interp.create_operation "foo.bare"
      %op3 = pdl_interp.create_operation "arith.addi"(%v, %v : !pdl.value, !pdl.value) -> <inferred>
      %r = pdl_interp.apply_rewrite "rewriter"(%root : !pdl.operation) : !pdl.attribute
      pdl_interp.apply_rewrite "noargs"
      pdl_interp.replace %root with (%range : !pdl.range<value>)
      pdl_interp.replace %user with ()
      pdl_interp.erase %op2
      pdl_interp.finalize
    }
    pdl_interp.func private @other(%root : !pdl.operation) attributes {pdl.extra = 1 : i32} {
      pdl_interp.branch ^bb1
    ^bb1:
      pdl_interp.finalize
    }
  }
}
