"foo.r"() ({
  %0:2 = "foo.invoke"()[^ok, ^err] : () -> (i32, i32)
^ok:
  "foo.ret"(%0#0) : (i32) -> ()
^err:
  "foo.ret"(%0#1) : (i32) -> ()
}) : () -> ()
