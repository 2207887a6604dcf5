// Location aliases defined after use and referring to one another.
"foo.op"() : () -> () loc(#loc1)
"foo.op"() : () -> () loc(#loc2)
#loc0 = loc("a.mlir":1:2)
#loc1 = loc(callsite(#loc0 at "b.mlir":3:4))
#loc2 = loc(fused[#loc0, #loc1, "x"])
