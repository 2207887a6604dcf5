"test.op"() {x0 = false, x1 = loc("f1":8:1), x2 = affine_map<(d0, d1) -> (d0 * -1 + d1 * 1 + 2)>, x3 = {k0 = "by", k1 = "_z_x-y", k2 = false}} : () -> () loc(fused["a":1:20, "b":2:2])
%0:2 = "test.op"() {x0 = loc("f0":3:5), x1 = loc("f3":4:7), x2 = [loc("f1":8:5), 57215518015 : i48, [unit]]} : () -> (index, i64) loc(unknown)
