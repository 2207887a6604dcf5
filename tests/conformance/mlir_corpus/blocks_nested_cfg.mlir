"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.nest"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.br"()[^bb2] : () -> ()
  ^bb2:
    "foo.ret"() : () -> ()
  }) : () -> ()
  "foo.ret"() : () -> ()
}) : () -> ()
