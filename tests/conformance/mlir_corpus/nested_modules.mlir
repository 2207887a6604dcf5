module {
  module @inner {
    "foo.x"() : () -> ()
  }
  module {
  }
}
