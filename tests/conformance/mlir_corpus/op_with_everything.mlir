"foo.r"() ({
^bb0(%in: i32):
  %0:2 = "foo.all"(%in, %in)[^bb1] <{prop = 1 : i32}> ({
  ^bb0(%r: i32):
    "foo.y"(%r) : (i32) -> ()
  }, {
  }) {attr = "s", flag} : (i32, i32) -> (i32, i32) loc("all":1:1)
^bb1:
  "foo.ret"(%0#1) : (i32) -> ()
}) : () -> ()
