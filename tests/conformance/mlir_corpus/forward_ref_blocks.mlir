"foo.r"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.use"(%v) : (i32) -> ()
  "foo.ret"() : () -> ()
^bb2:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
