%0:2 = "test.op"() {x0 = unit, x1 = memref<7xf64>, x2 = [i16, 619144.82412 : f32, {k0 = -293736.56711 : bf16}], x3 = {k0 = dense<[66, -68, 99]> : tensor<3xi32>, k1 = affine_map<(d0, d1) -> (d0 * 3 + d1 * 3 + -2)>}, x4 = @sym} : () -> ((f32, i64) -> memref<6xf32, 1>, (f16, i64) -> ()) loc("g16":6:37)
%1 = "test.op"() {x0 = dense<[-12, 62, 49]> : tensor<3xi8>, x1 = 1258392735} : () -> (tensor<2x3xf16>) loc(unknown)
%2:3 = "test.op"() {x0 = ".", x1 = true, x2 = {k0 = dense<[-80, 89, 12]> : tensor<3xi64>}, x3 = 110127.58 : bf16, x4 = f32} : () -> (f32, tuple<tuple<i16>>, i16) loc(fused["a":1:16, "b":2:2])
"test.op"() {x0 = @sym, x1 = affine_map<(d0, d1) -> (d0 * 0 + d1 * 0 + 2)>, x2 = -638962.05, x3 = -899324596493 : i48} : () -> () loc(unknown)
