"foo.a"() : () -> () loc(#later)
"foo.b"() : () -> () loc(#later)
#later = loc("late.mlir":9:9)
