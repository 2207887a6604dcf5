"test.op"() {x0 = [], x1 = 642549.0 : f16} : () -> ()
%0 = "test.op"() {x0 = [-518673.9997 : bf16, -824858309207 : index, -124656035124]} : () -> (memref<7xi16, strided<[1]>>) loc("g0":8:37)
"test.op"() {x0 = "-", x1 = loc("f1":6:2), x2 = dense<[82, -84, 44]> : tensor<3xi8>, x3 = loc("f1":8:9), x4 = [{k0 = " c b", k1 = false, k2 = @sym}, affine_map<(d0, d1) -> (d0 * 2 + d1 * 0 + -1)>]} : () -> () loc(unknown)
%1:2 = "test.op"() {x0 = affine_map<(d0, d1) -> (d0 * -2 + d1 * 0 + 0)>, x1 = 282687675082 : i48} : () -> (tuple<i8, memref<8xi8>, memref<8xi64, strided<[1]>>>, (vector<1xi8>, index) -> i32)
