%0 = "test.op"() {x0 = "zz c", x1 = 205469360095 : i48, x2 = "_by_", x3 = {}} : () -> (i32) loc("g23":36:31)
%1:2 = "test.op"() {x0 = true} : () -> ((tensor<2x?xbf16>) -> i1, memref<3xi1, 1>) loc(fused["a":1:23, "b":2:2])
"test.op"() {x0 = {}, x1 = dense<[-27, -53, -8]> : tensor<3xi32>} : () -> () loc("g23":27:14)
