%0:8 = "test.op"() : () -> (vector<4xf32>, vector<4x8xi32>, vector<[4]xf32>, vector<2x[4]x[8]xi1>, vector<f32>, vector<1x1x1xindex>, vector<[1]xbf16>, vector<16xf8E4M3FN>)
