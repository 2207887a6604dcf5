%0:3 = "test.op"() {x0 = (f16, f16) -> tensor<3x3xf16>} : () -> (memref<9xi1, 1>, memref<6xf32, 1>, vector<3xi8>) loc(unknown)
%1:2 = "test.op"() {x0 = affine_map<(d0, d1) -> (d0 * -2 + d1 * -1 + 2)>} : () -> (index, i1) loc(fused["a":1:17, "b":2:2])
%2 = "test.op"() {x0 = dense<[46, -88, 2]> : tensor<3xi32>, x1 = -987578.6 : bf16, x2 = loc("f0":9:9), x3 = loc("f3":3:2)} : () -> (f32)
