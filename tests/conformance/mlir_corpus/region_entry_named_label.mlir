"foo.op"() ({
^entry(%arg: i1):
  "foo.use"(%arg) : (i1) -> ()
}) : () -> ()
