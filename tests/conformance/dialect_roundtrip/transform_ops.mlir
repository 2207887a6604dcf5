module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addi", "arith.muli"]} in %funcs : (!transform.any_op) -> !transform.any_op
    %parent = transform.get_parent_op %adds {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    %merged = transform.merge_handles %funcs, %parent : !transform.any_op
    %first, %rest = transform.split_handle %merged : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %cast = transform.cast %first : !transform.any_op to !transform.op<"func.func">
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %n = transform.num_associations %funcs : (!transform.any_op) -> !transform.param<i64>
    transform.annotate %funcs "tagged" = %p : !transform.any_op, !transform.param<i64>
    transform.print %funcs {name = "funcs"} : !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %funcs : !transform.any_op
    transform.apply_dce to %funcs : !transform.any_op
    %res = transform.get_result %adds[0] : (!transform.any_op) -> !transform.any_value
    %def = transform.get_defining_op %res : (!transform.any_value) -> !transform.any_op
    %ops = transform.foreach %funcs : !transform.any_op -> !transform.any_op {
    ^bb0(%f: !transform.any_op):
      transform.yield %f : !transform.any_op
    }
    transform.include @helper failures(propagate) (%funcs) : (!transform.any_op) -> ()
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb1(%arg1: !transform.any_op):
      %loops = transform.structured.match ops{["scf.for"]} in %arg1 : (!transform.any_op) -> !transform.any_op
      transform.yield
    }
    transform.yield
  }

  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %arg0, "here" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }

  transform.named_sequence @walk(%root: !transform.any_op {transform.consumed}) {
    %out = transform.foreach_match in %root
        @match_add -> @act
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @tiling(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %loops:2 = transform.structured.tile_using_for %mm tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t2, %forall = transform.structured.tile_using_forall %tiled tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.loop.unroll %forall {factor = 2} : !transform.any_op
    transform.yield
  }
}
