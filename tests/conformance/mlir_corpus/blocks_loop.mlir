"foo.r"() ({
^bb0(%n: index):
  "foo.br"(%n)[^header] : (index) -> ()
^header(%i: index):
  %c = "foo.cmp"(%i, %n) : (index, index) -> i1
  "foo.cond_br"(%c)[^body, ^exit] : (i1) -> ()
^body:
  %next = "foo.inc"(%i) : (index) -> index
  "foo.br"(%next)[^header] : (index) -> ()
^exit:
  "foo.ret"(%i) : (index) -> ()
}) : () -> ()
