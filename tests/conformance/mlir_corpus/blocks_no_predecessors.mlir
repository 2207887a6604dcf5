"foo.r"() ({
  "foo.ret"() : () -> ()
^dead:
  "foo.ret"() : () -> ()
^dead2(%x: i32):
  "foo.ret"(%x) : (i32) -> ()
}) : () -> ()
