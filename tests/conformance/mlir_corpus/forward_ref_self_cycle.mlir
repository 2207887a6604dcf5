"foo.graph"() ({
  %0 = "foo.loop"(%0) : (i32) -> i32
}) : () -> ()
