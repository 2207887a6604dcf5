"foo.wrapper"() ({
  module {
    "foo.x"() : () -> ()
  }
}) : () -> ()
