%0 = "test.op"() {x0 = "- yb", x1 = [tensor<1x1xf32>, -1081892244169 : index]} : () -> (tuple<i64, tensor<1x?xi32>>)
%1:3 = "test.op"() {x0 = affine_map<(d0, d1) -> (d0 * 1 + d1 * 3 + -2)>} : () -> (memref<1xi8, strided<[1]>>, vector<2x[2]xi8>, i1)
%2:3 = "test.op"() {x0 = f16, x1 = ["b a_", dense<[23, -84, 4]> : tensor<3xi8>], x2 = [dense<[-77, 67, -59]> : tensor<3xi32>], x3 = @sym, x4 = false} : () -> (i64, vector<4xi8>, tensor<4x1xbf16>) loc(unknown)
