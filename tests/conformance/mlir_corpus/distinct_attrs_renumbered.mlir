// distinct[N] renumbered in order of first print.
"foo.op"() {a = distinct[0]<42 : i32>, b = distinct[1]<unit>, c = distinct[0]<42 : i32>} : () -> ()
"foo.op"() {d = [distinct[5]<"x">, distinct[1]<unit>]} : () -> ()
