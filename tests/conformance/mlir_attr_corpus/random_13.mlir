"test.op"() {x0 = 473571.0 : f64, x1 = affine_map<(d0, d1) -> (d0 * -2 + d1 * 3 + 3)>, x2 = dense<[70, -84, 93]> : tensor<3xi64>, x3 = [], x4 = tensor<2x?xi1>, x5 = 165924289929 : index} : () -> ()
"test.op"() {x0 = affine_map<(d0, d1) -> (d0 * -1 + d1 * 0 + -1)>, x1 = 27276911244 : i48, x2 = 994300980696 : i48} : () -> () loc(unknown)
