"foo.r"() ({
^bb0(%a: i32, %b: i64):
  "foo.cond_br"(%a, %b, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i64, i32) -> ()
^bb1(%x: i64):
  "foo.ret"() : () -> ()
^bb2(%y: i32):
  "foo.ret"() : () -> ()
}) : () -> ()
