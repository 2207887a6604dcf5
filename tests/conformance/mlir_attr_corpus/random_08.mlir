%0:3 = "test.op"() {x0 = affine_map<(d0, d1) -> (d0 * 2 + d1 * 0 + -3)>, x1 = [[]], x2 = []} : () -> (i1, memref<4xi8, strided<[1]>>, vector<3x[2]xindex>) loc("g8":3:17)
%1:2 = "test.op"() {x0 = unit, x1 = loc("f0":1:4), x2 = -49621.884 : bf16} : () -> ((f32) -> memref<3xindex>, vector<3xindex>)
%2:2 = "test.op"() {x0 = "zba", x1 = {k0 = "bbx-b ", k1 = -157879.44945 : bf16}, x2 = "cz_", x3 = loc("f1":9:2)} : () -> (memref<5xindex, 1>, vector<3xf32>)
