%0:2 = "test.op"() {x0 = tensor<4x3xi1>, x1 = 132242533254 : index, x2 = true, x3 = loc("f2":8:6)} : () -> (i32, i32) loc("g2":31:13)
%1 = "test.op"() {x0 = {}, x1 = {k0 = 669298.0 : bf16, k1 = tuple<(i8, bf16) -> i8>}} : () -> (i16) loc(fused["a":1:2, "b":2:2])
%2 = "test.op"() {x0 = "yc..caa", x1 = 53162.1 : bf16, x2 = tensor<1x3xi32>, x3 = @a::@b} : () -> (vector<3xf32>) loc("g2":4:48)
