// Nested callsite, name and fused locations, with fused metadata.
"foo.op"() : () -> () loc(callsite("a" at "b"))
"foo.op"() : () -> () loc(callsite(callsite("x" at "y") at "z"))
"foo.op"() : () -> () loc("n"(callsite("a" at "b")))
"foo.op"() : () -> () loc(fused[callsite("a" at "b"), "n"("c")])
"foo.op"() : () -> () loc(fused<loc(callsite("a" at "b"))>["q", "r"])
