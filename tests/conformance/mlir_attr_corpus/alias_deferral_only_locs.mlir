"test.op"() : () -> () loc(fused<tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>>["a":1:1, "b":2:2])
"test.op"() : () -> () loc(fused<[affine_map<(d0) -> (d0)>]>["c":1:1, "d":2:2])
