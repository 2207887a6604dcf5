"foo.r"() ({
  "foo.br"()[^bb1] <{weights = [1, 2]}> : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
