// An empty file name in the line:col form reads as "-" (MLIR's
// FileLineColLoc::get); the line-only and range forms keep it empty.
"foo.op"() : () -> () loc("":1:2)
"foo.op"() {l = loc("":3:4)} : () -> ()
"foo.op"() : () -> () loc("":1)
"foo.op"() : () -> () loc("":1:2 to 3:4)
"foo.op"() : () -> () loc(""("":5:6))
"foo.op"() : () -> () loc(callsite("":7:8 at "-":7:8))
"foo.op"() : () -> () loc(fused["":9:9, "-":9:9])
