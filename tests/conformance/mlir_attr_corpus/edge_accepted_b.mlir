"test.op"() {a = tensor<4xf32, >} : () -> ()
"test.op"() {a = affine_map<(d0) [s0] -> (d0)>} : () -> ()
