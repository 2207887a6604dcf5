"foo.op"() <{p = unit}> ({
  "foo.x"() : () -> ()
}) {z = 0 : index} : () -> ()
