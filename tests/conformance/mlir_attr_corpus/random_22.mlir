%0:3 = "test.op"() {x0 = "a x--"} : () -> (f32, vector<3x[2]xf32>, vector<4xi8>)
%1:3 = "test.op"() {x0 = i16, x1 = index, x2 = affine_map<(d0, d1) -> (d0 * 2 + d1 * -2 + 3)>, x3 = {}} : () -> (i8, tuple<vector<2xindex>, vector<2xindex>>, i16) loc(fused["a":1:22, "b":2:2])
