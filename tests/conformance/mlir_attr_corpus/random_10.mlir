"test.op"() {x0 = 640737.162 : f64, x1 = affine_map<(d0, d1) -> (d0 * 0 + d1 * 3 + -2)>, x2 = "", x3 = -474372489826 : index} : () -> () loc("g10":37:40)
"test.op"() {x0 = dense<[-57, -63, -11]> : tensor<3xi32>, x1 = "cbbz_ xc", x2 = 285541178964, x3 = loc("f3":2:3), x4 = (tensor<4x?xindex>, tensor<1x3xf64>) -> vector<1x[2]xindex>, x5 = f64} : () -> ()
%0:3 = "test.op"() {x0 = loc("f3":9:5), x1 = [loc("f1":7:7), affine_map<(d0, d1) -> (d0 * 0 + d1 * 1 + 0)>], x2 = "", x3 = 946995198479 : i64} : () -> (tuple<tuple<i8, f16, f16>>, f32, i1)
