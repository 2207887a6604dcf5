"foo.op"() {zeta = 1, alpha = 2, Beta = 3, _under = 4, "quoted name" = 5, "9lead" = 6} : () -> ()
