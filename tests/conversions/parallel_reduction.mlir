// scf.parallel with a reduction: valid IR that convert-scf-to-cf cannot lower yet.
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i1, sym_name = "f"}> ({
  ^bb0(%n: index, %init: i1):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %r = "scf.parallel"(%c0, %n, %c1, %init) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%init) ({
      ^bb0(%a: i1, %b: i1):
        "scf.reduce.return"(%a) : (i1) -> ()
      }) : (i1) -> ()
    }) : (index, index, index, i1) -> i1
    "func.return"(%r) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
