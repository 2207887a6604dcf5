"a.b"() : () -> ()
"dialect.op.with.dots"() : () -> ()
"x.y_z$1"() : () -> ()
"test.op"() {a = 1} : () -> ()
