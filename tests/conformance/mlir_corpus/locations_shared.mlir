"foo.a"() ({
  "foo.b"() : () -> () loc("same":1:1)
  "foo.c"() : () -> () loc("same":1:1)
}) : () -> () loc("same":1:1)
