"test.region"() ({
^bb0(%c: i1, %x: i32):
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%y: i32):
  cf.br ^bb2
^bb2:
  cf.cond_br %c weights([3, 7]), ^bb1(%x : i32), ^bb3
^bb3:
  "test.done"() : () -> ()
}) : () -> ()
