"foo.r"() ({
  %c = "foo.cond"() : () -> i1
  "foo.cond_br"(%c)[^left, ^right] : (i1) -> ()
^left:
  "foo.br"()[^join] : () -> ()
^right:
  "foo.br"()[^join] : () -> ()
^join:
  "foo.ret"() : () -> ()
}) : () -> ()
