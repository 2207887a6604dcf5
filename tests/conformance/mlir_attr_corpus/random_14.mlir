"test.op"() {x0 = {}, x1 = dense<[44, -45, 82]> : tensor<3xi8>, x2 = loc("f2":3:7)} : () -> () loc("g14":34:13)
%0:3 = "test.op"() {x0 = 1058055760216} : () -> (f32, vector<3xf32>, memref<4xi32, 1>)
