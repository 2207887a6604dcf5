"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.br"()[^bb4] : () -> ()
^bb4:
  "foo.br"()[^bb5] : () -> ()
^bb5:
  "foo.br"()[^bb6] : () -> ()
^bb6:
  "foo.br"()[^bb7] : () -> ()
^bb7:
  "foo.br"()[^bb8] : () -> ()
^bb8:
  "foo.br"()[^bb9] : () -> ()
^bb9:
  "foo.br"()[^bb10] : () -> ()
^bb10:
  "foo.br"()[^bb11] : () -> ()
^bb11:
  "foo.br"()[^bb12] : () -> ()
^bb12:
  "foo.ret"() : () -> ()
}) : () -> ()
