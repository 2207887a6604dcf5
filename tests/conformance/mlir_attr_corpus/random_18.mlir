"test.op"() {x0 = "", x1 = [], x2 = -486093185739 : i48, x3 = dense<[81, -34, -23]> : tensor<3xi8>, x4 = [], x5 = affine_map<(d0, d1) -> (d0 * -3 + d1 * 0 + 1)>} : () -> () loc(fused["a":1:18, "b":2:2])
%0:3 = "test.op"() {x0 = 547554.311 : f64} : () -> (tuple<>, bf16, f32) loc(fused["a":1:18, "b":2:2])
