module @named {
  "foo.op"() : () -> ()
}
