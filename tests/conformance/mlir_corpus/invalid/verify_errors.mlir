"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()
// -----
"foo.r"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
// -----
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
// -----
"foo.a"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.b"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.ret"() : () -> ()
  }) : () -> ()
  "foo.ret"() : () -> ()
}) : () -> ()
// -----
module {
  "foo.a"() : () -> () loc("other.mlir":3:4)
  "foo.b"() ({
    "foo.br"()[^bb1] : () -> () loc(callsite("callee":1:1 at "caller":2:2))
    "foo.x"() : () -> ()
  ^bb1:
    "foo.ret"() : () -> ()
  }) : () -> ()
}
// -----
"foo.ok"() : () -> ()
// -----
module @m attributes {sym_visibility = "private", x = 1} {
  "foo.x"() : () -> ()
}
// -----
"builtin.module"() ({
}) {foo.y = 1} : () -> ()
