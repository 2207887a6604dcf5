"foo.r"() ({
  "foo.br"()[^bb1] ({
    "foo.inner"() : () -> ()
  }) {attr} : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
