"foo.a"() : () -> () loc("outer"("inner"("f":1:2)))
"foo.b"() : () -> () loc(fused<"meta">["a":1:1, "b":2:2])
