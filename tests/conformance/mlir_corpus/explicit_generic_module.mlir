"builtin.module"() ({
  "foo.op"() : () -> ()
}) : () -> ()
