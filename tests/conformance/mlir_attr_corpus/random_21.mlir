"test.op"() {x0 = 79962.381 : bf16, x1 = tensor<3x1xi1>, x2 = [memref<1xbf16, 1>, dense<[-78, 37, -10]> : tensor<3xi8>, (memref<9xf16, 1>, tensor<2x?xi32>) -> memref<6xindex, strided<[1]>>], x3 = affine_map<(d0, d1) -> (d0 * 0 + d1 * 3 + 1)>, x4 = "a_y"} : () -> () loc(unknown)
"test.op"() {x0 = "-ayx."} : () -> ()
%0:2 = "test.op"() {x0 = {k0 = false}, x1 = [], x2 = {k0 = unit}, x3 = affine_map<(d0, d1) -> (d0 * -2 + d1 * -2 + 0)>, x4 = -944961.0 : f64} : () -> (tuple<index, () -> (), memref<6xindex>>, f64) loc(unknown)
%1:2 = "test.op"() {x0 = affine_map<(d0, d1) -> (d0 * -2 + d1 * 2 + -2)>, x1 = ""} : () -> (vector<1xf32>, i64) loc(unknown)
