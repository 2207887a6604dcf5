"foo.graph"() ({
  %a = "foo.n"(%c) : (i32) -> i32
  %b = "foo.n"(%a) : (i32) -> i32
  %c = "foo.n"(%b) : (i32) -> i32
}) : () -> ()
