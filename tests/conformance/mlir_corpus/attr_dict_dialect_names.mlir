"foo.op"() {foo.attr = 1, "foo.other" = 2, test.x$y = 3} : () -> ()
