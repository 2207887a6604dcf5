// scf.parallel without loops (IR the verifier rejects): convert-scf-to-cf has no
// lowering for it, so the illegal op stays and the conversion fails.
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i1, sym_name = "f"}> ({
  ^bb0(%init: i1):
    %r = "scf.parallel"(%init) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>}> ({
      "scf.reduce"(%init) ({
      ^bb0(%a: i1, %b: i1):
        "scf.reduce.return"(%a) : (i1) -> ()
      }) : (i1) -> ()
    }) : (i1) -> i1
    "func.return"(%r) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
