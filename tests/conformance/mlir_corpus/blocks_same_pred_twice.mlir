"foo.r"() ({
  "foo.switch"()[^bb1, ^bb1, ^bb2, ^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.ret"() : () -> ()
}) : () -> ()
