"test.region"() ({
  %a = "test.src"() : () -> i32
  %c = "test.src"() : () -> i1
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2, ^bb3(%x, %x : i32, i32)
^bb2:
  cf.br ^bb1(%x : i32)
^bb3(%y: i32, %z: i32):
  "test.sink"(%y) : (i32) -> ()
  cf.br ^bb4
^bb4:
  "test.done"() : () -> ()
}) : () -> ()
