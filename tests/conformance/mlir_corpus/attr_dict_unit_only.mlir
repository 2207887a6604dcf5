"foo.op"() {a, b, c} : () -> ()
