"test.op"() {a = tuple<memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, b = [affine_map<(d0) -> (d0 + 2)>, affine_set<(d0) : (d0 >= 0)>]} : () -> ()
"test.op"() : () -> (tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>) loc(fused["x":1:1, "y":2:2])
"test.op"() {c = loc(fused<affine_map<(d0) -> (d0)>>["z":3:3])} : () -> () loc(callsite("f"("z":3:3) at fused["x":1:1, "y":2:2]))
"test.op"() {d = distinct[0]<affine_map<(d0) -> (d0 + 1)>>, e = distinct[1]<unit>, f = distinct[2]<[distinct[3]<1 : i8>]>} : () -> ()
