%0:2 = "test.op"() {x0 = dense<[-80, -87, 92]> : tensor<3xi64>, x1 = [-808067730827], x2 = f32, x3 = true, x4 = f16, x5 = loc("f2":3:6)} : () -> (tuple<memref<9xf32>>, memref<9xi32, 1>)
"test.op"() {x0 = [false], x1 = [unit]} : () -> () loc(unknown)
%1 = "test.op"() {x0 = dense<[48, 76, -74]> : tensor<3xi32>, x1 = dense<[61, 0, 88]> : tensor<3xi32>, x2 = @sym, x3 = affine_map<(d0, d1) -> (d0 * 1 + d1 * -2 + -1)>, x4 = affine_map<(d0, d1) -> (d0 * 3 + d1 * -3 + 0)>} : () -> (index) loc("g11":48:4)
%2 = "test.op"() {x0 = false, x1 = loc("f2":1:1), x2 = i64, x3 = loc("f3":7:9), x4 = affine_map<(d0, d1) -> (d0 * -3 + d1 * -2 + 0)>} : () -> (i1) loc(fused["a":1:11, "b":2:2])
